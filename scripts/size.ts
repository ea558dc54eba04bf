/**
 * `npm run size`: builds if stale, then prints, for every route of screens/site/site.json, the gzip KB
 * of JavaScript it loads against size-budget.json: the sign-in before its first render, any other
 * route with every chunk its first visit loads (scripts/lib/route-sizes.ts). Exits 1 when a route is
 * over its budget.
 */
import { readFileSync } from 'node:fs';
import { buildSiteIfStale, DIST_DIR } from './lib/site-build.ts';
import { gzipKb, readManifest, routeFiles, routeLoads } from './lib/route-sizes.ts';

await buildSiteIfStale();
const budget = JSON.parse(readFileSync('size-budget.json', 'utf8')) as { beforeFirstRenderKb: number; routeKb: number };
const manifest = readManifest(DIST_DIR);
let over = 0;
console.log(`${'route'.padEnd(38)}${'gzip KB'.padStart(9)}${'budget'.padStart(8)}  what`);
for (const route of routeLoads('.', manifest)) {
  const kb = gzipKb(DIST_DIR, routeFiles(manifest, route.modules));
  const limit = route.beforeFirstRender ? budget.beforeFirstRenderKb : budget.routeKb;
  const ok = kb <= limit;
  if (!ok) over += 1;
  const what = route.beforeFirstRender ? 'before first render' : `all chunks (${route.screens.join(', ')})`;
  console.log(`${route.path.padEnd(38)}${kb.toFixed(1).padStart(9)}${String(limit).padStart(8)}  ${ok ? '' : 'OVER '}${what}`);
}
console.log(over ? `\n${over} route(s) over budget.` : '\nEvery route within budget.');
if (over > 0) process.exit(1);
