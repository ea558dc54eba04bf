import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { screensPlugin } from './scripts/vite/screens-plugin.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';
import { SITE_DEFINE } from './scripts/vite/site-define.ts';
import { routeSetGroup, signedInCoreGroup } from './scripts/vite/core-chunk.ts';
import { moduleChunksPlugin } from './scripts/vite/module-chunks-plugin.ts';
import { bootDataPreloadPlugin } from './scripts/vite/boot-data-preload-plugin.ts';
import { wordGrammarPlugin } from './scripts/vite/word-grammar-plugin.ts';

/** Integration suites that run the site's own modules against a sandbox; each gets fresh modules. */
const SITE_SIDE_SUITES = ['tests/integration/session-conformance.test.ts', 'tests/integration/registration-conformance.test.ts'];

/** The test files under `folder` whose text matches `pattern`, as paths from the project's root. */
function testFilesThat(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .sort();
}

/**
 * Unit files that replace a module or a global (vi.mock, vi.stubGlobal…): a module another file
 * imported first would keep the real one, or the replacement would reach the next file. They run
 * with fresh modules each; the other unit files share their worker's modules.
 */
const ISOLATED_UNIT_SUITES = testFilesThat('tests/unit', /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/);

/** Files that start other programs (npm scripts, tsc, eslint on a copy of the project): a minute or two each. */
const spawningSuites = () =>
  new Set(
    ['tests/unit', 'tests/integration'].flatMap((folder) => testFilesThat(folder, /\b(spawnSync|execFileSync|execSync)\(/)),
  );

/**
 * vitest's order (project by project, longest known first), but the files that start other programs
 * go first of all: started last, one of them kept a worker busy for two minutes while the other had
 * nothing left to run. vitest's own sequencer is loaded when vitest sorts, not by every build that
 * reads this file.
 */
class SpawningFilesFirst implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}
  private async base(): Promise<TestSequencer> {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.ctx);
  }
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files);
  }
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await this.base()).sort(files);
    const slow = spawningSuites();
    const spawning = (spec: TestSpecification) => slow.has(relative(process.cwd(), spec.moduleId).replaceAll('\\', '/'));
    return [...sorted.filter(spawning), ...sorted.filter((spec) => !spawning(spec))];
  }
}

/** What both unit projects run with. */
const UNIT_FILES = {
  environment: 'node',
  // Worker threads start and pass files faster than forked processes: a sixth less time on two cores.
  pool: 'threads',
  setupFiles: 'tests/unit/setup.ts',
  // Safety nets sized for a loaded two-core machine (jsdom renders there take seconds, not the 5 s default's tenths).
  testTimeout: 30_000,
  hookTimeout: 30_000,
} as const;

// The site is a static bundle; the sandbox (or any server) serves it and answers /api and /hub.
export default defineConfig({
  plugins: [react(), wordGrammarPlugin(), screensPlugin(), bootDataPreloadPlugin(), moduleChunksPlugin(), precompressPlugin()],
  define: SITE_DEFINE,
  resolve: {
    // rjsf's Markdown parser, for options the screen language does not have: the text as it is
    // (src/renderer/forms/plain-markdown.tsx).
    alias: [
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./src/renderer/forms/plain-markdown.tsx', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every visit runs before its first render is two chunks, React and the site's boot
        // (src/main.tsx loads them one after the other): on HTTP/1.1 the browser opens six
        // connections to a host, and a first screen split in twenty files waited for four rounds of
        // them on a phone's network (docs/quality.md, bench:web). The boot group takes src/boot.tsx
        // with everything it imports statically, the sign-in screen included. What every signed-in
        // screen runs comes in one chunk too, and the rest of the project's modules a route loads on
        // arrival in one chunk per set of routes that load them (scripts/vite/core-chunk.ts).
        codeSplitting: {
          groups: [
            // What the entry shares with the stages, outside them or the entry would import the stages
            // (Vite's loader of lazy chunks, the stylesheets' links), and what it runs before them: the
            // page's first reads and calls (src/api/page-start.ts). One chunk: the entry's head asks
            // for at most five files (tests/build/built-bundle.test.ts).
            {
              name: 'start',
              test: /vite[\\/]preload-helper|[\\/]src[\\/]shell[\\/]stylesheet-link\.ts$|[\\/]src[\\/]api[\\/]page-start\.ts$/,
              priority: 3,
            },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'boot', test: /[\\/]src[\\/]boot\.tsx$/, priority: 1 },
            signedInCoreGroup(),
            routeSetGroup(),
          ],
        },
      },
    },
  },
  test: {
    // One worker per core (vitest's default leaves one free); files run in parallel, each on sandboxes of its own.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SpawningFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...ISOLATED_UNIT_SUITES],
          ...UNIT_FILES,
          // A worker's files share its modules (React, jsdom's, the site's): each file importing them
          // afresh was half of the unit files' CPU. Each file still gets its own environment (a new
          // jsdom document); stubs and fake timers are undone after every test.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: ISOLATED_UNIT_SUITES, ...UNIT_FILES, isolate: true },
      },
      {
        extends: true,
        test: {
          // What the production build in dist/ must be; its setup builds the site first when stale.
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/build/build-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...SITE_SIDE_SUITES],
          environment: 'node',
          // The demo bank is seeded once; each file's sandboxes open copies of it (tests/support/test-sandbox.ts).
          globalSetup: ['tests/support/integration-setup.ts'],
          // A worker imports the sandbox's code once for all the files it runs, not once per file: a
          // quarter less CPU. Nothing a file needs lives in a module: each opens sandboxes of its own.
          isolate: false,
          // Safety nets, not measurements: a busy two-core machine can slow a sandbox's start several times over.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-site',
          include: [...SITE_SIDE_SUITES],
          environment: 'node',
          // No global setup of its own: the integration project's seeds the bank once for both.
          // These run the site's own modules (its settings, HTTP client, stored session and draft)
          // against a sandbox: module state of that kind must not pass from one file to the next.
          isolate: true,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text', 'json-summary'],
      thresholds: { lines: 100 },
    },
  },
});
