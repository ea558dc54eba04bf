import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { screensPlugin } from './scripts/vite/screens-plugin.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';
import { SITE_DEFINE } from './scripts/vite/site-define.ts';
import { bootDataPreloadPlugin } from './scripts/vite/boot-data-preload-plugin.ts';

// The site is a static bundle; the sandbox (or any server) serves it and answers /api and /hub.
export default defineConfig({
  plugins: [react(), screensPlugin(), bootDataPreloadPlugin(), precompressPlugin()],
  define: SITE_DEFINE,
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every visit runs before its first paint goes in one chunk: on HTTP/1.1 the browser
        // opens six connections to a host, and a first screen split in twenty files waited for four
        // rounds of them on a phone's network (docs/quality.md, bench:web).
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
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
          environment: 'node',
          // Safety nets, not measurements: a sandbox starts (migrations and seed) in each file's hook,
          // which a busy two-core machine can slow several times over.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
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
