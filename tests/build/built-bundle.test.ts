import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readManifest, routeFiles, routeLoads } from '../../scripts/lib/route-sizes.ts';
import { DIST_DIR } from '../../scripts/lib/site-build.ts';
import { deferBootHints, FIRST_PAINT_PAGES, inlineStylesheets } from '../../scripts/lib/first-paint.ts';
import { WORD_FOLDERS } from '../../src/renderer/vocabulary/define.ts';

/** The built site, as `npm run build` (or `npm start`) leaves it in dist/; the build project's setup builds it when stale. */
const assets = () => readdirSync(path.join(DIST_DIR, 'assets')).filter((name) => name.endsWith('.js'));
const read = (name: string) => readFileSync(path.join(DIST_DIR, 'assets', name), 'utf8');

describe('the built site', () => {
  test('has no `new Function` and no `eval(`: the validators are precompiled, the page needs no unsafe-eval', () => {
    const offenders = assets().filter((name) => /new Function|\beval\(/.test(read(name)));
    expect(offenders).toEqual([]);
  });

  test('ships no schema compiler: ajv itself stays out, only its small runtime helpers go in', () => {
    const compilers = assets().filter((name) => /strictSchema|compileAsync|\$dynamicAnchor/.test(read(name)));
    expect(compilers).toEqual([]);
  });

  test('no page loads jspdf or html2canvas before its first render: they come with the receipt PDF, on its click', () => {
    const manifest = readManifest(DIST_DIR);
    const heavy = Object.entries(manifest)
      .filter(([key]) => /^node_modules\/(jspdf|html2canvas)\//.test(key))
      .map(([, chunk]) => chunk.file);
    expect(heavy).toHaveLength(2);
    // A page is the screen route and the views of the kinds its screens are: the receipt's view too, until its click.
    const views = Object.keys(manifest).filter((key) => /^src\/renderer\/[a-z]+\/[A-Z][A-Za-z]+View\.tsx$/.test(key));
    expect(views).toEqual(expect.arrayContaining(['src/renderer/grid/GridView.tsx', 'src/renderer/receipt/ReceiptView.tsx']));
    for (const view of views) {
      const initial = routeFiles(manifest, ['index.html', 'src/shell/layouts/MainLayout.tsx', 'src/shell/ScreenPage.tsx', view]);
      expect({ view, loads: initial.filter((file) => heavy.includes(file)) }).toEqual({ view, loads: [] });
    }
    expect(routeFiles(manifest, ['index.html']).filter((file) => heavy.includes(file))).toEqual([]);
  });

  test('the chart comes with the chart screen alone: no other page loads it before its first render', () => {
    const manifest = readManifest(DIST_DIR);
    // The chart's drawing code (its own class names): the chunk that holds it.
    const chart = assets().filter((name) => read(name).includes('chart-ticks-right'));
    expect(chart).toHaveLength(1);
    const views = Object.keys(manifest).filter((key) => /^src\/renderer\/[a-z]+\/[A-Z][A-Za-z]+View\.tsx$/.test(key));
    expect(views).toContain('src/renderer/chart/ChartView.tsx');
    const frame = ['index.html', 'src/shell/layouts/MainLayout.tsx', 'src/shell/ScreenPage.tsx'];
    const loads = (modules: string[]) => routeFiles(manifest, modules).filter((file) => chart.includes(path.basename(file)));
    for (const view of views.filter((key) => key !== 'src/renderer/chart/ChartView.tsx'))
      expect({ view, loads: loads([...frame, view]) }).toEqual({ view, loads: [] });
    expect(loads(['index.html'])).toEqual([]);
    expect(loads([...frame, 'src/renderer/chart/ChartView.tsx'])).toHaveLength(1);
  });

  test('no route of the manifest loads a heavy library on arrival, nor the chart but on the chart screens that show it', () => {
    const manifest = readManifest(DIST_DIR);
    // PDF generation (jspdf with its canvg and dompurify), html2canvas, the QR reader: each on its click.
    const onClick = Object.entries(manifest)
      .filter(([key]) => /^node_modules\/(jspdf|html2canvas|canvg|dompurify|jsqr)\//.test(key))
      .map(([, chunk]) => chunk.file);
    expect(onClick).toHaveLength(5);
    const chart = assets()
      .filter((name) => read(name).includes('chart-ticks-right'))
      .map((name) => `assets/${name}`);
    expect(chart).toHaveLength(1);
    const routes = routeLoads('.', manifest);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/auth/login', '/account/home', '/account/consolidations']),
    );
    for (const route of routes) {
      const files = routeFiles(manifest, route.modules);
      const showsChart = route.modules.includes('src/renderer/chart/ChartView.tsx');
      expect({ route: route.path, loads: files.filter((file) => onClick.includes(file)) }).toEqual({
        route: route.path,
        loads: [],
      });
      expect({ route: route.path, chart: files.some((file) => chart.includes(file)) }).toEqual({
        route: route.path,
        chart: showsChart,
      });
    }
    expect(
      routes.filter((route) => route.modules.includes('src/renderer/chart/ChartView.tsx')).map((route) => route.path),
    ).toEqual(['/account/consolidations']);
  });

  test('a route with no form on arrival loads no input mask: a date filter brings imask when it is typed into', () => {
    const manifest = readManifest(DIST_DIR);
    // imask's own warning: the chunk that holds the library.
    const mask = assets()
      .filter((name) => read(name).includes('changed outside of mask'))
      .map((name) => `assets/${name}`);
    expect(mask).toHaveLength(1);
    const routes = routeLoads('.', manifest);
    const withForm = (route: (typeof routes)[number]) => route.modules.includes('src/renderer/forms/FormView.tsx');
    expect(routes.filter((route) => !withForm(route)).map((route) => route.path)).toEqual(
      expect.arrayContaining(['/account/home', '/account/transactions/extract', '/account/consolidations']),
    );
    for (const route of routes.filter((route) => !withForm(route)))
      expect({ route: route.path, mask: routeFiles(manifest, route.modules).some((file) => mask.includes(file)) }).toEqual({
        route: route.path,
        mask: false,
      });
  });

  test("a grid's date filters, export, summary and card visual, and a receipt's PDF button, load only on the routes whose screens name them", () => {
    const manifest = readManifest(DIST_DIR);
    const routes = routeLoads('.', manifest);
    const loads = (routePath: string, module: string) => {
      const route = routes.find((candidate) => candidate.path === routePath)!;
      return routeFiles(manifest, route.modules).includes(manifest[module]!.file);
    };
    // The date picker: the statement's period filter brings it; a grid of webhooks or a workflow's activities does not.
    expect(loads('/account/transactions/extract', 'src/renderer/grid/DateRangeFilter.tsx')).toBe(true);
    expect(loads('/account/transactions/extract', 'src/renderer/grid/GridExport.tsx')).toBe(true);
    expect(loads('/account/transactions/billing', 'src/renderer/grid/GridSummary.tsx')).toBe(true);
    expect(loads('/account/cartao/detalhes-do-cartao', 'src/renderer/grid/GridVisual.tsx')).toBe(true);
    for (const routePath of ['/account/webhooks', '/back-office/products', '/back-office/products/workflow'])
      for (const module of [
        'src/renderer/grid/DateRangeFilter.tsx',
        'src/renderer/grid/GridExport.tsx',
        'src/renderer/grid/GridSummary.tsx',
        'src/renderer/grid/GridVisual.tsx',
        'src/renderer/detail/PdfButton.tsx',
      ])
        expect({ routePath, module, loads: loads(routePath, module) }).toEqual({ routePath, module, loads: false });
    // Nor is any of them in the chunks every grid or detail loads.
    for (const view of ['src/renderer/grid/GridView.tsx', 'src/renderer/detail/DetailView.tsx'])
      expect(routeFiles(manifest, [view])).not.toContain(manifest['src/renderer/grid/DateRangeFilter.tsx']!.file);
  });

  test('what every signed-in screen runs comes in one chunk, with the session and the HTTP client in one each, which every other route loads and the sign-in does not', () => {
    const manifest = readManifest(DIST_DIR);
    const cores = assets().filter((name) => name.startsWith('core-'));
    expect(cores).toHaveLength(1);
    const core = cores[0]!;
    const chunkOf = (module: string) => manifest[module]?.file.replace(/^assets\//, '') ?? '';
    const session = chunkOf('src/shell/session/session-runtime.ts');
    const http = chunkOf('src/api/http-client.ts');
    expect([session, http]).toEqual([expect.stringMatching(/^session-[\w-]+\.js$/), expect.stringMatching(/^http-[\w-]+\.js$/)]);
    // axios's own error code in the HTTP client's chunk, XState's in the session's.
    expect(read(http)).toContain('ERR_BAD_REQUEST');
    expect(read(session)).toContain('xstate.init');
    expect(read(core)).not.toContain('ERR_BAD_REQUEST');
    // The sign-in loads the session and the HTTP client after its render, each evaluated alone: neither imports the other or the core.
    const imports = (name: string) => [...read(name).matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)].map((match) => match[1]);
    for (const stage of [session, http])
      expect(imports(stage)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(core|session|http)-/)]));
    const routes = routeLoads('.', manifest);
    for (const route of routes) {
      const files = routeFiles(manifest, route.modules);
      expect({ route: route.path, core: files.includes(`assets/${core}`), session: files.includes(`assets/${session}`) }).toEqual(
        {
          route: route.path,
          core: !route.beforeFirstRender,
          session: !route.beforeFirstRender,
        },
      );
    }
    // Cut by the automatic splitting, home's code came in 65 files; with the core, 36; with its own
    // modules grouped by the routes that load them (routeSetGroup), 18.
    const home = routes.find((route) => route.path === '/account/home')!;
    expect(routeFiles(manifest, home.modules).length).toBeLessThanOrEqual(20);
  });

  test("carries the words but not their grammar: no word's documentation line or parameter description is in the code", () => {
    const code = assets().map(read).join('\n');
    const sources = WORD_FOLDERS.flatMap((folder) =>
      readdirSync(path.join('src/renderer/vocabulary', folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => readFileSync(path.join('src/renderer/vocabulary', folder, file), 'utf8')),
    );
    // The first words of each doc line and description, as the minifier leaves them (quotes may change, plain words do not).
    const texts = sources.flatMap((source) =>
      [...source.matchAll(/\b(?:doc|description): ['"`]([A-Za-z][A-Za-z ,()]{23})/g)].map((match) => match[1]!),
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => code.includes(text))).toEqual([]);
    // The words themselves are there: every action's name.
    const actions = sources.flatMap((source) =>
      [...source.matchAll(/defineAction\(\{\s*name: '([a-z-]+)'/g)].map((match) => match[1]!),
    );
    expect(actions.length).toBeGreaterThan(10);
    expect(actions.filter((name) => !code.includes(`"${name}"`) && !code.includes(`\`${name}\``))).toEqual([]);
  });

  test('carries the screen files without their notes, which are for the people who edit them', () => {
    const code = assets().map(read).join('\n');
    const notes = readdirSync('screens', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => (JSON.parse(readFileSync(path.join('screens', file), 'utf8')) as { note?: unknown }).note)
      .flatMap((note) => (typeof note === 'string' ? (note.match(/^[A-Za-z][A-Za-z ,]{23}/) ?? []) : []));
    expect(notes.length).toBeGreaterThan(30);
    expect(notes.filter((note) => code.includes(note))).toEqual([]);
  });

  test('is a production build', () => {
    expect(assets().some((name) => read(name).includes('jsxDEV'))).toBe(false);
  });

  test('every form screen is its own lazy chunk with its validator functions', () => {
    const chunk = assets().find((name) => name.startsWith('address-form-'));
    expect(chunk).toBeDefined();
    expect(read(chunk!)).toContain('address.schema.json');
  });

  test("its page asks, from the head, for the configuration, the texts and the boot stages' code, the sign-in screen in it", () => {
    const html = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous" data-boot="">');
    expect(html).toContain(
      '<link rel="preload" href="/locales/pt-BR/translation.json" as="fetch" crossorigin="anonymous" data-boot="">',
    );
    // On HTTP/1.1 a browser opens six connections to a host: the code before the first render is a few files, not twenty.
    const scripts = [
      ...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/assets\/([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(scripts.filter((name) => /^(react|boot)-/.test(name))).toHaveLength(2);
    expect(scripts.length).toBeLessThanOrEqual(5);
    expect(scripts.some((name) => name.startsWith('boot-') && read(name).includes('login.submitting'))).toBe(true);
    // The entry imports no stage: each is evaluated in a task of its own (src/main.tsx).
    const entry = scripts.find((name) => name.startsWith('index-'))!;
    expect(read(entry)).not.toMatch(/import[^;]*from"\.\/(react|boot)-/);
    const preloaded = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(preloaded).size).toBe(preloaded.length);
  });

  test('every other route of the manifest has a page whose head asks at once for every chunk its first visit loads', () => {
    const manifest = readManifest(DIST_DIR);
    const index = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
    const named = (page: string) => [...page.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
    const routes = routeLoads('.', manifest).filter(
      (route) => !route.beforeFirstRender && !FIRST_PAINT_PAGES.includes(route.path),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const page = readFileSync(path.join(DIST_DIR, ...route.path.split('/').filter(Boolean), 'index.html'), 'utf8');
      // index.html with hints added to its head: the same body, the same boot.
      expect(page.replace(/\n\s*<link [^>]*data-route="">/g, '')).toBe(index);
      const scripts = named(page).filter((file) => file.endsWith('.js'));
      expect(new Set(scripts).size).toBe(scripts.length);
      expect({ route: route.path, scripts: scripts.sort() }).toEqual({
        route: route.path,
        scripts: routeFiles(manifest, route.modules),
      });
      for (const style of named(page).filter((file) => file.endsWith('.css')))
        expect(existsSync(path.join(DIST_DIR, style))).toBe(true);
    }
  });

  test('the sign-in page has its HTML with the sign-in box in it, in the texts of pt-BR, taking no input', () => {
    const html = readFileSync(path.join(DIST_DIR, 'auth', 'login', 'index.html'), 'utf8');
    const texts = JSON.parse(readFileSync(path.join(DIST_DIR, 'locales', 'pt-BR', 'translation.json'), 'utf8')) as {
      login: Record<string, string>;
    };
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<noscript>'));
    for (const key of ['title', 'branch', 'account', 'operator', 'password', 'remember', 'submit'])
      expect(root).toContain(texts.login[key]);
    // Every text field is read-only and every button disabled until the live form replaces the copy.
    const inputs = root.match(/<input [^>]*>/g) ?? [];
    expect(inputs).toHaveLength(5);
    for (const input of inputs) expect(input).toMatch(/readOnly=""|disabled=""/);
    for (const button of root.match(/<button [^>]*>/g) ?? []) expect(button).toContain('disabled=""');
    // Under the Content-Security-Policy: no inline script, handler or style.
    expect(root).not.toMatch(/<script|\son[a-z]+=|\sstyle=/i);
    // The same head as every other page, its scripts and stylesheets, but for the boot's code and
    // data, listed for after the first paint rather than preloaded, and for the stylesheets, written
    // in: the brand's and the site's, each the text of the file it names, with no round trip.
    const head = (page: string) => page.slice(0, page.indexOf('<body>'));
    const index = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
    const areas = /\n\s*<meta name="balcao-areas" content="([^"]*)">/;
    expect(head(html).replace(areas, '')).toBe(head(inlineStylesheets(deferBootHints(index), DIST_DIR)));
    expect(head(html)).not.toContain('rel="stylesheet"');
    const styles = [...head(html).matchAll(/<style (?:id="([^"]+)" )?data-href="\/([^"]+)">([^<]*)<\/style>/g)];
    expect(styles.map((style) => [style[1], style[2]!.replace(/-[\w-]{8}\.css$/, '.css')])).toEqual([
      ['theme-stylesheet', 'themes/default/theme.css'],
      [undefined, 'assets/index.css'],
    ]);
    for (const [, , file, text] of styles) expect(text).toBe(readFileSync(path.join(DIST_DIR, file!), 'utf8').trim());
    // The signed-in area's code, which it preloads once idle without running it: the core among it, no file twice.
    const manifest = readManifest(DIST_DIR);
    const listedAreas = head(html).match(areas)?.[1]?.split(' ') ?? [];
    const areaFiles = routeFiles(manifest, ['src/shell/layouts/MainLayout.tsx', 'src/shell/ScreenPage.tsx']);
    expect(listedAreas.filter((href) => href.endsWith('.js')).sort()).toEqual(
      areaFiles.filter((file) => !index.includes(`/${file}"`) && !/\/(react|boot)-/.test(file)).map((file) => `/${file}`),
    );
    expect(listedAreas.some((href) => /^\/assets\/core-[\w-]+\.js$/.test(href))).toBe(true);
    expect(new Set(listedAreas).size).toBe(listedAreas.length);
    expect(head(html)).not.toMatch(/rel="(modulepreload|preload)"[^>]*(boot|react|app-config|locales)/);
    const listed =
      head(html)
        .match(/<meta name="balcao-after-paint" content="([^"]+)">/)?.[1]
        ?.split(' ') ?? [];
    expect(listed).toEqual(expect.arrayContaining(['/app-config.json', '/locales/pt-BR/translation.json']));
    expect(listed.filter((href) => /^\/assets\/(react|boot)-[\w-]+\.js$/.test(href))).toHaveLength(2);
  });
  test("the account-opening page paints its frame from its HTML, and asks for its code, the route's too, once painted", () => {
    const html = readFileSync(path.join(DIST_DIR, 'register', 'index.html'), 'utf8');
    const texts = JSON.parse(readFileSync(path.join(DIST_DIR, 'locales', 'pt-BR', 'translation.json'), 'utf8')) as {
      cookies: { message: string };
      app: { loading: string };
    };
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<noscript>'));
    expect(root).toContain('class="box-layout"');
    expect(root).toContain('class="box-logo"');
    // Its box says the page is on its way, until the live one shows the step it stands at.
    expect(root).toMatch(
      new RegExp(`<main class="box"[^>]*>.*<p class="loading" role="status">${texts.app.loading}</p>.*</main>`),
    );
    expect(root).toContain(texts.cookies.message);
    expect(root).not.toMatch(/<script|\son[a-z]+=|\sstyle=/i);
    const head = html.slice(0, html.indexOf('<body>'));
    expect(head).not.toContain('rel="stylesheet"');
    // Not the signed-in area's code: a visitor opening an account has no session to enter it with.
    expect(head).not.toContain('balcao-areas');
    const listed = head.match(/<meta name="balcao-after-paint" content="([^"]+)">/)?.[1]?.split(' ') ?? [];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(['/app-config.json', '/locales/pt-BR/translation.json']));
    const manifest = readManifest(DIST_DIR);
    const route = routeLoads('.', manifest).find((load) => load.path === '/register')!;
    const inHead = new Set([...head.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]!));
    // Every chunk the route's first visit loads is in the head already (the entry) or listed; nothing else is.
    const code = routeFiles(manifest, route.modules);
    expect(code.filter((file) => !inHead.has(file) && !listed.includes(`/${file}`))).toEqual([]);
    expect(listed.filter((href) => href.endsWith('.js')).sort()).toEqual(
      code.filter((file) => !inHead.has(file)).map((file) => `/${file}`),
    );
  });
});
