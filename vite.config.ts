import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { screensPlugin } from './scripts/vite/screens-plugin.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';
import { firstScreenPreloadPlugin } from './scripts/vite/first-screen-preload-plugin.ts';

// The site is a static bundle; the sandbox (or any server) serves it and answers /api and /hub.
export default defineConfig({
  plugins: [react(), screensPlugin(), firstScreenPreloadPlugin(), precompressPlugin()],
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
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
