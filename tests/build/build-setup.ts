import { spawnSync } from 'node:child_process';

/**
 * vitest's global setup of the build project: the site is built into dist/ when stale, once, before
 * the tests that read it. In its own process: vitest runs with NODE_ENV "test", and Vite builds for
 * production only when it is not.
 */
export default function setup(): void {
  const build = spawnSync(
    'npx',
    ['tsx', '-e', "import('./scripts/lib/site-build.ts').then((build) => build.buildSiteIfStale())"],
    { env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('the site did not build');
}
