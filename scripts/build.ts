/** `npm run build`: the site into dist/, always rebuilt. */
import { rmSync } from 'node:fs';
import { buildSiteIfStale, DIST_DIR } from './lib/site-build.ts';

rmSync(DIST_DIR, { recursive: true, force: true });
await buildSiteIfStale();
