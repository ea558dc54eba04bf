import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest, routeFiles, routeLoads, routeStyles, type Manifest } from './route-sizes.ts';

/** Every file a page's head already names (its script, preloads, stylesheets). */
export function namedIn(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]!));
}

/**
 * Every chunk some modules load (scripts/lib/route-sizes.ts), then their stylesheets, that the page
 * does not name already, as addresses.
 */
export function unnamedFiles(html: string, manifest: Manifest, modules: string[]): string[] {
  const named = namedIn(html);
  return [...routeFiles(manifest, modules), ...routeStyles(manifest, modules)]
    .filter((file) => !named.has(file))
    .map((file) => `/${file}`);
}

/**
 * The head's hints for one route: every chunk its first visit loads that the page does not name
 * already, as module preloads, and their stylesheets as preloads.
 */
export function routeHints(html: string, manifest: Manifest, modules: string[]): string[] {
  return unnamedFiles(html, manifest, modules).map((href) =>
    href.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${href}" data-route="">`
      : `<link rel="modulepreload" crossorigin href="${href}" data-route="">`,
  );
}

/**
 * Writes DIST/<route>/index.html for each route of screens/site/site.json whose page the build did
 * not write already (the first-paint pages, scripts/lib/first-paint.ts): the built index.html with
 * hints for every chunk the route's first visit loads. Without them the browser learnt of the
 * chunks one import after another (the signed-in core, the route's screen, its sections, their
 * views): some seven rounds of a phone's 150 ms before its data was even asked for (bench:web).
 * A server that answers every path with index.html still serves a working site, without the hints.
 */
export function writeRoutePages(distDir: string): void {
  const manifest = readManifest(distDir);
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const route of routeLoads('.', manifest)) {
    const file = path.join(distDir, ...route.path.split('/').filter(Boolean), 'index.html');
    if (route.beforeFirstRender || existsSync(file)) continue;
    const hints = routeHints(template, manifest, route.modules);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      template.replace(
        /\n(\s*)<\/head>/,
        (end, indent: string) => `${hints.map((hint) => `\n${indent}  ${hint}`).join('')}${end}`,
      ),
    );
  }
}
