import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Imports flow one way (STYLE.md): shell → renderer → machines, api → domain, generated.
 * domain imports nothing of ours; the sandbox imports domain and generated, never browser code.
 * ESLint's own no-restricted-imports matches the import text, which is enough for relative paths.
 */
/**
 * The site's code imports src/domain's modules themselves: through its index every rule would be
 * reachable from a page, and the build's route-set chunks would take them all (scripts/vite/core-chunk.ts).
 */
const DOMAIN_INDEX = {
  group: ['**/domain/index.ts'],
  message: "Import the domain module itself: through the index every rule reaches the site's chunks.",
};

/** The site's components translate through src/i18n/use-translation.ts, which keeps each plain key's text. */
const TRANSLATION_HOOK = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message: "Import useTranslation from src/i18n/use-translation.ts: its t keeps each key's text instead of running i18next's pipeline on every call.",
};

const forbid = (folders, message, more = []) => ({
  'no-restricted-imports': [
    'error',
    { paths: [TRANSLATION_HOOK], patterns: [{ group: folders.map((folder) => `**/${folder}/**`), message }, ...more] },
  ],
});

const boundaries = [
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: 'src/domain is pure: it imports nothing else of ours.' }] },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: forbid(['shell', 'renderer', 'machines', 'sandbox'], 'src/api sits below the UI and the machines.', [DOMAIN_INDEX]),
  },
  { files: ['src/machines/**'], rules: forbid(['shell', 'renderer', 'sandbox'], 'Machines know no components.', [DOMAIN_INDEX]) },
  {
    files: ['src/renderer/**'],
    rules: forbid(['shell', 'sandbox'], 'The renderer does not reach up into the shell.', [DOMAIN_INDEX]),
  },
  { files: ['src/shell/**'], rules: forbid(['sandbox'], 'The site never imports the sandbox.', [DOMAIN_INDEX]) },
  {
    files: ['src/sandbox/**'],
    rules: forbid(['shell', 'renderer', 'machines', 'api', 'i18n'], 'The sandbox imports only domain and generated.'),
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**', '.data*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty-pattern': 'off',
    },
  },
  ...boundaries,
  {
    // Written by json-schema-to-typescript: a schema for an object with nothing to fill is `{}` there.
    files: ['src/generated/**'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
