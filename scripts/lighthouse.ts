/**
 * `npm run lighthouse`: Lighthouse (its default, mobile preset: a Moto G Power's screen, the CPU 4x
 * slower, 150 ms round trip and 1.6 Mbit/s simulated) as the outside referee of bench:web. It builds
 * the site from the checkout, serves it from a sandbox on 127.0.0.1 and audits every route of
 * screens/site/site.json: the public ones (the box layout) as a visitor, the account ones signed in
 * as the company's operator, whose account has every flag those routes ask for. It prints, per route,
 * the medians of LH_RUNS runs (3 unless told) of the performance, accessibility and best-practices
 * scores and of FCP, LCP, TBT, CLS and Speed Index, and beside them bench:web's medians on its mobile
 * profile from reports/bench-web.json (the commit that report measured is printed with them).
 * LH_ROUTES=/auth/login,/account/home narrows a run. It measures; it exits 0 whatever the figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_ACCOUNTS, DEMO_BRANCH } from '../src/sandbox/seed/demo-data.ts';
import { startTestSandbox } from '../tests/support/test-sandbox.ts';
import { median } from './lib/bench-browser.ts';
import { PUPPETEER_CHROMIUM_ARGS } from './lib/chromium-args.ts';
import { describeProvenance, loadAverageNow, loadAverages, provenance } from './lib/bench-provenance.ts';
import { buildSite } from './lib/site-build.ts';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;
type Category = (typeof CATEGORIES)[number];

interface SiteFile {
  spec: { routes: { path: string; layout: string }[] };
}
const site = JSON.parse(readFileSync('screens/site/site.json', 'utf8')) as SiteFile;
const wanted = process.env.LH_ROUTES?.split(',').filter(Boolean);
const ROUTES = site.spec.routes
  .map((route) => ({ path: route.path, signedIn: route.layout !== 'box' }))
  .filter((route) => wanted?.includes(route.path) ?? true);
const company = DEMO_ACCOUNTS.find((holder) => holder.key === 'company')!;

interface Audit {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** The element Lighthouse took for the largest paint: what to look at when LCP is late. */
  lcpElement: string;
  loadAverage: number;
}

/** The snippet of the LCP element, from the audit `largest-contentful-paint-element` (a table of one node). */
function lcpElementOf(details: unknown): string {
  const node = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node;
  return node?.snippet?.slice(0, 120) ?? '— (not in the page at its end: replaced, as the sign-in copy is)';
}

/** Signs in on the page's tab, as a holder would: the session lives in this tab's sessionStorage. */
async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/auth/login`);
  // The page's HTML holds a copy of the form that takes no input (scripts/lib/first-paint.ts): wait for the live one.
  await page.waitForSelector('form.login-form:not([aria-busy="true"])');
  await page.type('::-p-aria(Agência)', DEMO_BRANCH.code);
  await page.type('::-p-aria(Conta)', company.number);
  await page.type('::-p-aria(Usuário)', company.operator.userName);
  await page.type('::-p-aria(Senha)', company.operator.password);
  // Enter submits, as a click would; the cookie notice may cover the button on a small window.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/account/home');
}

async function audit(browser: Browser, base: string, route: (typeof ROUTES)[number]): Promise<Audit> {
  const loadAverage = loadAverageNow();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (route.signedIn) await signIn(page, base);
    const result = await lighthouse(
      `${base}${route.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The session is in the tab's storage: Lighthouse keeps it (it still clears the HTTP cache).
        disableStorageReset: route.signedIn,
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${route.path}: Lighthouse gave no result`);
    if (lhr.runtimeError) throw new Error(`${route.path}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== route.path) throw new Error(`${route.path} went to ${lhr.finalDisplayedUrl}`);
    return {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? NaN])) as Record<Category, number>,
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([metric, id]) => [metric, lhr.audits[id]?.numericValue ?? NaN]),
      ) as Record<Metric, number>,
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      loadAverage,
    };
  } finally {
    await context.close();
  }
}

interface BenchFigures {
  commit?: string;
  profiles?: Record<string, { pages: Record<string, { figures: Record<string, { median: number }> }> }>;
}
const benchReport: BenchFigures = existsSync('reports/bench-web.json')
  ? (JSON.parse(readFileSync('reports/bench-web.json', 'utf8')) as BenchFigures)
  : {};
const benchOf = (path: string) => benchReport.profiles?.mobile?.pages[path]?.figures;

const source = provenance();
console.log(describeProvenance('lighthouse', source).replace(': its report will not be written', ''));
console.log(`Building the site from it... (load average ${loadAverages()})`);
await buildSite();
const sandbox = await startTestSandbox({ withSite: true });
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: PUPPETEER_CHROMIUM_ARGS,
});
const results = new Map<string, Audit[]>();
try {
  console.log(`Lighthouse 12.2.3, mobile preset, ${RUNS} run(s) per route; ${await browser.version()}`);
  for (const route of ROUTES) {
    const audits: Audit[] = [];
    for (let run = 0; run < RUNS; run += 1) audits.push(await audit(browser, sandbox.url, route));
    results.set(route.path, audits);
    process.stdout.write('.');
  }
  process.stdout.write('\n');
} finally {
  await browser.close();
  await sandbox.close();
}

const scores = (audits: Audit[], category: Category) => {
  const values = audits.map((item) => item.scores[category]);
  return `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
};
const metric = (audits: Audit[], name: Metric) => median(audits.map((item) => item.metrics[name]));
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(0));
console.log(
  `\nMedians of Lighthouse's runs (lowest–highest for the scores); "bench" is bench:web's mobile profile from reports/bench-web.json (${benchReport.commit?.slice(0, 12) ?? 'none'}).`,
);
console.log(
  [
    'route'.padEnd(36),
    'perf'.padStart(17),
    'a11y'.padStart(17),
    'best pr.'.padStart(17),
    'FCP'.padStart(6),
    'LCP'.padStart(6),
    'bench'.padStart(6),
    'TBT'.padStart(5),
    'bench'.padStart(6),
    'CLS'.padStart(6),
    'bench'.padStart(6),
    'SI'.padStart(6),
    'load avg'.padStart(10),
  ].join(' '),
);
for (const [path, audits] of results) {
  const bench = benchOf(path);
  const loads = audits.map((item) => item.loadAverage);
  console.log(
    [
      path.padEnd(36),
      scores(audits, 'performance').padStart(17),
      scores(audits, 'accessibility').padStart(17),
      scores(audits, 'best-practices').padStart(17),
      ms(metric(audits, 'fcpMs')).padStart(6),
      ms(metric(audits, 'lcpMs')).padStart(6),
      ms(bench?.lcpMs?.median).padStart(6),
      ms(metric(audits, 'tbtMs')).padStart(5),
      ms(bench?.tbtMs?.median).padStart(6),
      metric(audits, 'cls').toFixed(3).padStart(6),
      (bench?.cls ? bench.cls.median.toFixed(3) : '—').padStart(6),
      ms(metric(audits, 'speedIndexMs')).padStart(6),
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`.padStart(10),
    ].join(' '),
  );
}
console.log('\nLCP element (last run):');
for (const [path, audits] of results) console.log(`${path.padEnd(36)} ${audits.at(-1)!.lcpElement}`);
console.log(`Times in ms. Measured ${source.commit}${source.dirty.length ? ' with uncommitted changes' : ''} (load average at the end ${loadAverages()}).`);
