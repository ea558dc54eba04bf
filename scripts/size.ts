/** `npm run size`: builds, then prints the gzip KB each route needs before first render; fails over budget. */
import { readFileSync } from 'node:fs';
import { buildSiteIfStale, DIST_DIR } from './lib/site-build.ts';
import { gzipKb, readManifest, routeFiles, type RouteBudget } from './lib/route-sizes.ts';

await buildSiteIfStale();
const { routes } = JSON.parse(readFileSync('size-budget.json', 'utf8')) as { routes: Record<string, RouteBudget> };
const manifest = readManifest(DIST_DIR);
let over = 0;
for (const [route, budget] of Object.entries(routes)) {
  const kb = gzipKb(DIST_DIR, routeFiles(manifest, budget.modules));
  const ok = kb <= budget.budgetKb;
  if (!ok) over += 1;
  console.log(
    `${route.padEnd(16)} ${kb.toFixed(1).padStart(7)} KB gzip  (budget ${budget.budgetKb} KB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (over > 0) process.exit(1);
