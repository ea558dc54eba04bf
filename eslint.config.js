import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Imports flow one way (STYLE.md): shell → renderer / features → machines, api → domain, generated.
 * domain imports nothing of ours; the sandbox imports domain and generated, never browser code.
 */
const zones = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is pure: it imports nothing else of ours.',
  },
  { target: './src/generated', from: './src', except: ['./generated'], message: 'src/generated holds generated types only.' },
  {
    target: './src/api',
    from: ['./src/shell', './src/renderer', './src/features', './src/machines', './src/sandbox'],
    message: 'src/api sits below the UI and machines.',
  },
  {
    target: './src/machines',
    from: ['./src/shell', './src/renderer', './src/features', './src/sandbox'],
    message: 'Machines know no components.',
  },
  {
    target: './src/renderer',
    from: ['./src/shell', './src/features', './src/sandbox'],
    message: 'The renderer does not reach up into the shell or features.',
  },
  { target: './src/features', from: ['./src/sandbox'], message: 'Features never import the sandbox.' },
  { target: './src/shell', from: ['./src/sandbox'], message: 'The shell never imports the sandbox.' },
  {
    target: './src/sandbox',
    from: ['./src/shell', './src/renderer', './src/features', './src/machines', './src/api', './src/i18n'],
    message: 'The sandbox imports only domain and generated.',
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
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty-pattern': 'off',
    },
  },
);
