import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staticScreensPlugin } from '../vite/static-screens-plugin.ts';
import { SITE_DEFINE } from '../vite/site-define.ts';
import { readManifest, routeLoads, type Manifest } from './route-sizes.ts';
import { unnamedFiles } from './route-pages.ts';

/**
 * The pages whose HTML carries their first paint: the sign-in, the screen most visits open cold, and
 * account opening, which a visitor opens cold from the bank's own site (its frame; the step it stands
 * at is kept on the device, so the live page shows it).
 */
export const FIRST_PAINT_PAGES = ['/auth/login', '/register'];

const LANGUAGE = 'pt-BR';
const EMPTY_ROOT = '<div id="root"></div>';
/** The head's hints for what the boot fetches (scripts/vite/boot-data-preload-plugin.ts). */
const BOOT_HINT = /\n?\s*<link rel="(?:modulepreload|preload)" [^>]*href="([^"]+)"[^>]*data-boot[^>]*>/g;
/** Read by src/main.tsx once the page has painted. */
export const AFTER_PAINT_META = 'balcao-after-paint';
/** Read by preloadAreas (src/shell/routes.tsx). */
export const AREAS_META = 'balcao-areas';
/** What preloadAreas (src/shell/routes.tsx) imports: the signed-in area's layout and its screen page. */
const AREA_MODULES = ['src/shell/layouts/MainLayout.tsx', 'src/shell/ScreenPage.tsx'];

/**
 * The page's head without the boot's hints, listed instead for src/main.tsx to ask for once the page
 * has painted, with the route's own files after them: on a phone's link (1.6 Mbit/s) the 140 KB of
 * code they fetched shared it with the stylesheets the first paint waits for, and held that paint back
 * a second (bench:web, Lighthouse). The page's own markup is its first paint; the code comes after.
 */
export function deferBootHints(html: string, routeHrefs: string[] = []): string {
  const boot = [...html.matchAll(BOOT_HINT)].map((match) => match[1]!);
  if (boot.length === 0) throw new Error('index.html has no boot hints (data-boot) to defer');
  const hrefs = [...new Set([...boot, ...routeHrefs])];
  return html
    .replace(BOOT_HINT, '')
    .replace('</head>', `  <meta name="${AFTER_PAINT_META}" content="${hrefs.join(' ')}">\n  </head>`);
}

/** The head's stylesheets: the brand's (src/shell/theme.ts) and the site's own. */
const STYLESHEET = /<link (id="[^"]+" )?rel="stylesheet" (?:crossorigin )?href="(\/[^"]+\.css)"\s*\/?>/g;

/**
 * The head's stylesheets written into it, each a `<style data-href="…">` of the file's text: the
 * first paint waits for no stylesheet's round trip (150 ms each way on a phone's link, bench:web).
 * Servers allow them by their hashes in the Content-Security-Policy (src/sandbox/site.ts); where one
 * does not, src/shell/stylesheet-link.ts asks for the files by their addresses instead.
 */
export function inlineStylesheets(html: string, distDir: string): string {
  let found = 0;
  const inlined = html.replace(STYLESHEET, (_link, id: string | undefined, href: string) => {
    found += 1;
    const css = readFileSync(path.join(distDir, href), 'utf8').trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style", which would end its inline copy`);
    return `<style ${id ?? ''}data-href="${href}">${css}</style>`;
  });
  if (found < 2) throw new Error(`index.html names ${found} stylesheet(s), not the brand's and the site's`);
  return inlined;
}

/**
 * The chunks of the areas a first-paint page preloads once idle, and their stylesheets, which its
 * head does not name already, in a meta for preloadAreas: fetched (the scripts compiled too), they
 * run only when the person enters the area. Imported there, their evaluation (the signed-in core,
 * the layout) held the sign-in's main thread 150–250 ms on a throttled phone (bench:web TBT).
 */
export function areasMeta(html: string, manifest: Manifest): string {
  return `<meta name="${AREAS_META}" content="${unnamedFiles(html, manifest, AREA_MODULES).join(' ')}">`;
}

/**
 * Writes DIST/<page>/index.html for each page of FIRST_PAINT_PAGES: the built index.html with the
 * page's markup, rendered by the site's own components (src/shell/first-paint-markup.tsx), inside
 * its root, and its stylesheets in its head. The sign-in box then paints as soon as the HTML is in,
 * rather than after the stylesheets' round trip and the site's script (docs/quality.md, bench:web).
 * A page whose screen comes after the first script (account opening) lists its route's code after
 * the boot's; the sign-in, whose box is in the first script, lists the signed-in area's, for once it
 * is idle (areasMeta).
 * Any static server that answers a directory with its index.html serves them; the sandbox does
 * (src/sandbox/site.ts).
 */
export async function writeFirstPaintPages(distDir: string): Promise<void> {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<typeof import('../../src/shell/first-paint-markup.tsx')>(
    '/src/shell/first-paint-markup.tsx',
    {
      logLevel: 'warn',
      mode: 'production',
      define: SITE_DEFINE,
      // The manifest and the boxes the sign-in's markup is made of are the screen plugin's modules.
      plugins: [staticScreensPlugin()],
    },
  );
  const texts = JSON.parse(readFileSync(path.join(distDir, 'locales', LANGUAGE, 'translation.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!built.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
  const manifest = readManifest(distDir);
  const loads = routeLoads('.', manifest);
  for (const page of FIRST_PAINT_PAGES) {
    const load = loads.find((route) => route.path === page);
    if (!load) throw new Error(`${page} is no route of screens/site/site.json`);
    const head = inlineStylesheets(
      deferBootHints(built, load.beforeFirstRender ? [] : unnamedFiles(built, manifest, load.modules)),
      distDir,
    );
    const template = load.beforeFirstRender ? head.replace('</head>', `  ${areasMeta(built, manifest)}\n  </head>`) : head;
    const markup = await module.firstPaintMarkup(page, texts, LANGUAGE);
    const file = path.join(distDir, ...page.split('/').filter(Boolean), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, template.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`));
  }
}
