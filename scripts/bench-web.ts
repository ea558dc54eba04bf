/**
 * `npm run bench:web`: loading figures of the site built from the checkout, served by a sandbox on
 * 127.0.0.1, in headless Chromium at 390 × 844 px, under two profiles (scripts/lib/bench-browser.ts):
 * - today: 40 ms round trip, 10 Mbit/s down, 5 Mbit/s up, the main thread 4x slower;
 * - mobile: Lighthouse's mobile profile, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU.
 * Each page as a first visit (the browser cache off: a cold load) on both, and on the mobile profile
 * also as a returning visit: the page was opened once before in the same browser, and is loaded anew
 * with the browser's cache as that left it (the site's hashed files are cached for a year,
 * src/sandbox/site.ts). Someone on a signed-in page has signed in on that browser, so its code has
 * come before; after a release, the files that changed come anew, as on a first visit.
 * The targets (LCP < 1.0 s, CLS < 0.05, TBT < 150 ms) are checked on the mobile profile, both visits.
 *
 * It prints the commit it measured and builds the site from it first (never a dist/ left by another
 * checkout); the report (reports/bench-web.json) is written only from a clean tree, so a figure in it
 * always belongs to a commit. Beside each run, the machine's 1-minute load average.
 *
 * For each page, profile and visit, RUNS runs in a fresh browser context (signed-in pages: the holder, or
 * the bank's operator for the back office, signs in first, without the slowdown, then the page is
 * loaded anew under it; they have answered the cookie notice there, as anyone who signs in has), and
 * per run:
 * - LCP: the last `largest-contentful-paint` entry before the page went quiet, and its element;
 * - CLS: the largest session window of `layout-shift` entries (shifts less than 1 s apart, at most
 *   5 s long) without recent input, as web-vitals computes it;
 * - TBT: the sum over `longtask` entries after first contentful paint of the part beyond 50 ms, up to
 *   the moment the page is quiet (network idle for 500 ms, then 1.5 s more);
 * - JS bytes: bytes on the wire (compressed, headers included) of every script response.
 * Medians of the runs, with their spread (lowest–highest).
 *
 * References measured in the same run, so that a figure travels between machines as a ratio:
 * - LCP: the page as a static copy of the same bytes (scripts/lib/static-reference.ts: the markup it
 *   showed, its stylesheets, its scripts fetched but not run), loaded under the same profile and visit
 *   (for a returning visit, the copy's second load in its context);
 * - TBT: a fixed piece of work (CPU_REFERENCE, about 25 ms of script on this machine unthrottled) run
 *   in a blank page under the profile's CPU slowdown: TBT over it says how many of those the page
 *   blocked for.
 * It measures; it exits 0 whatever the figures.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright';
import { DEMO_ACCOUNTS, type DemoAccountHolder } from '../src/sandbox/seed/demo-data.ts';
import { startTestSandbox } from '../tests/support/test-sandbox.ts';
import { DEMO_BANK_OPERATOR } from '../src/sandbox/seed/account-opening.ts';
import {
  holderUser,
  launchChromium,
  median,
  MOBILE_PROFILE,
  signInOnPage,
  throttle,
  TODAY_PROFILE,
  writeReport,
  type BenchUser,
  type Profile,
} from './lib/bench-browser.ts';
import { describeProvenance, loadAverageNow, loadAverages, provenance } from './lib/bench-provenance.ts';
import { buildSite } from './lib/site-build.ts';
import { startReferenceServer, staticCopy, type ReferenceServer } from './lib/static-reference.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { lcpMs: 1000, cls: 0.05, tbtMs: 150 };
/** The profile the targets hold on. */
const TARGET_PROFILE = MOBILE_PROFILE.name;
/** BENCH_PROFILES=mobile or BENCH_PAGES=/auth/login,/account/home narrow a quick run; the report needs them all. */
const only = (variable: string) => process.env[variable]?.split(',').filter(Boolean);
const PROFILES = [TODAY_PROFILE, MOBILE_PROFILE].filter((profile) => only('BENCH_PROFILES')?.includes(profile.name) ?? true);
/** A profile with a visit: the first (cold), or a returning one (the page opened once before in that browser). */
interface Scenario {
  /** The report's key: the profile's name, with "-returning" for a returning visit. */
  key: string;
  profile: Profile;
  returning: boolean;
}
const SCENARIOS: Scenario[] = [
  ...PROFILES.map((profile) => ({ key: profile.name, profile, returning: false })),
  ...PROFILES.filter((profile) => profile.name === TARGET_PROFILE).map((profile) => ({
    key: `${profile.name}-returning`,
    profile,
    returning: true,
  })),
];
const holder = (key: DemoAccountHolder['key']) => holderUser(DEMO_ACCOUNTS.find((account) => account.key === key)!);
const OPERATOR: BenchUser = { ...DEMO_BANK_OPERATOR, landing: '/back-office/accounts' };
/** The company has the flags of the API and consolidation pages (screens/site/site.json); the bank's operator, the back office. */
const ALL_PAGES: { path: string; signedIn?: BenchUser }[] = [
  { path: '/auth/login' },
  { path: '/register' },
  { path: '/account/home', signedIn: holder('maria') },
  { path: '/account/transactions/extract', signedIn: holder('maria') },
  { path: '/account/credentials', signedIn: holder('company') },
  { path: '/account/consolidations', signedIn: holder('company') },
  { path: '/back-office/accounts', signedIn: OPERATOR },
];
const PAGES = ALL_PAGES.filter((page) => only('BENCH_PAGES')?.includes(page.path) ?? true);
const PARTIAL = PAGES.length < ALL_PAGES.length || PROFILES.length < 2 || RUNS < 5;

interface Run {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  /** The machine's 1-minute load average when the run started. */
  loadAverage: number;
}
type Figure = 'lcpMs' | 'cls' | 'tbtMs' | 'jsBytes';
const FIGURES: Figure[] = ['lcpMs', 'cls', 'tbtMs', 'jsBytes'];

interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Kept as text: the page runs it before any of the site's scripts. */
const OBSERVERS = `
  (() => {
    const bench = { lcp: 0, lcpElement: '', fcp: 0, shifts: [], longTasks: [] };
    window.__bench = bench;
    const watch = (type, onEntry) => {
      try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch {}
    };
    const describe = (node) => !node ? '' : node.nodeType !== 1 ? describe(node.parentElement)
      : node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '')
        + ' "' + (node.textContent || '').trim().slice(0, 30) + '"';
    watch('largest-contentful-paint', (entry) => { bench.lcp = entry.renderTime || entry.startTime; bench.lcpElement = describe(entry.element) || entry.url; });
    watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime; });
    watch('layout-shift', (entry) => { if (!entry.hadRecentInput) bench.shifts.push([entry.startTime, entry.value]); });
    watch('longtask', (entry) => bench.longTasks.push([entry.startTime, entry.duration]));
  })();
`;

/** The CPU reference: the same work in every run, sorting and serialising numbers (kept as text, run in the page). */
const CPU_REFERENCE = `
  (() => {
    const started = performance.now();
    let data = [];
    for (let i = 0; i < 40000; i += 1) data.push({ id: i, amount: (i * 7919) % 10007, label: 'entry ' + i });
    data.sort((a, b) => a.amount - b.amount || a.id - b.id);
    JSON.parse(JSON.stringify(data));
    return performance.now() - started;
  })()
`;

interface PageFigures {
  lcp: number;
  /** The element of the last LCP entry: its tag, classes and first words. */
  lcpElement: string;
  fcp: number;
  shifts: [number, number][];
  longTasks: [number, number][];
}

/** web-vitals' CLS: the worst burst of shifts, each less than 1 s after the last and 5 s at most. */
function cumulativeLayoutShift(shifts: [number, number][]): number {
  let worst = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const [time, value] of shifts) {
    if (time - last < 1000 && time - first < 5000) window += value;
    else {
      window = value;
      first = time;
    }
    last = time;
    worst = Math.max(worst, window);
  }
  return worst;
}

function totalBlockingTime(figures: PageFigures): number {
  return figures.longTasks
    .filter(([start]) => start >= figures.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

/** Counts the bytes of every script response, and keeps their addresses. */
function watchScripts(cdp: CDPSession): { bytes: () => number; urls: () => string[] } {
  const scripts = new Map<string, string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  return { bytes: () => bytes, urls: () => [...new Set(scripts.values())] };
}

/** A first visit loads with the browser cache off; a returning one with the cache its first load left. */
async function throttledPage(context: BrowserContext, page: Page, scenario: Scenario): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, true, scenario.profile);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !scenario.returning });
  return cdp;
}

/** A returning visit's first one, at full speed: what it loads is in the browser's cache after. */
async function visitBefore(page: Page, url: string, scenario: Scenario): Promise<void> {
  if (!scenario.returning) return;
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
}

async function settle(page: Page): Promise<PageFigures> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  return (await page.evaluate('window.__bench')) as PageFigures;
}

interface Measured {
  run: Run;
  /** The markup the page showed and the scripts it loaded: its static copy's makings. */
  html: string;
  scripts: string[];
}

/**
 * Someone who signs in has long answered the cookie notice (spec 001 §2) and the question about
 * notifications, both remembered by the browser: the signed-in pages are measured without them, so
 * their largest paint is their own content, not the paragraph of a notice a first visit shows (the
 * public pages keep the cookie notice).
 */
async function answerNotices(page: Page): Promise<void> {
  for (const answer of ['Entendi!', 'Agora não']) {
    const stored = (await page.evaluate('localStorage.length')) as number;
    await page.getByRole('button', { name: answer, exact: true }).click();
    await page.waitForFunction(`localStorage.length > ${stored}`);
  }
}

async function measure(
  context: BrowserContext,
  base: string,
  target: (typeof PAGES)[number],
  scenario: Scenario,
): Promise<Measured> {
  const loadAverage = loadAverageNow();
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  if (target.signedIn) {
    await signInOnPage(page, base, target.signedIn);
    await answerNotices(page);
  }
  await visitBefore(page, `${base}${target.path}`, scenario);
  const cdp = await throttledPage(context, page, scenario);
  const scripts = watchScripts(cdp);
  await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
  const figures = await settle(page);
  if (new URL(page.url()).pathname !== target.path) throw new Error(`${target.path} went to ${page.url()}`);
  const html = await page.content();
  await page.close();
  return {
    run: {
      lcpMs: figures.lcp,
      lcpElement: figures.lcpElement,
      cls: cumulativeLayoutShift(figures.shifts),
      tbtMs: totalBlockingTime(figures),
      jsBytes: scripts.bytes(),
      loadAverage,
    },
    html,
    scripts: scripts.urls().map((url) => new URL(url).pathname),
  };
}

async function measureStatic(context: BrowserContext, url: string, scenario: Scenario): Promise<number> {
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  await visitBefore(page, url, scenario);
  await throttledPage(context, page, scenario);
  await page.goto(url, { waitUntil: 'load' });
  const figures = await settle(page);
  await page.close();
  return figures.lcp;
}

async function cpuReference(context: BrowserContext, profile: Profile): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, false, profile);
  const ms = (await page.evaluate(CPU_REFERENCE)) as number;
  await page.close();
  return ms;
}

const spread = (values: number[]): Spread => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

interface PageResult {
  runs: Run[];
  figures: Record<Figure, Spread>;
  reference: { staticLcpMs: Spread; cpuMs: Spread; lcpRatio: number; tbtRatio: number };
}

async function benchPage(
  browser: Browser,
  base: string,
  references: ReferenceServer,
  target: (typeof PAGES)[number],
  scenario: Scenario,
): Promise<PageResult> {
  const runs: Run[] = [];
  const staticLcp: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 390, height: 844 },
    });
    try {
      const measured = await measure(context, base, target, scenario);
      runs.push(measured.run);
      // The static copy, measured right after the page it copies, in a context of its own (no session: it runs no code).
      const copy = references.add(staticCopy(measured.html, measured.scripts));
      const blank = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        staticLcp.push(await measureStatic(blank, `${references.url}${copy}`, scenario));
        cpu.push(await cpuReference(blank, scenario.profile));
      } finally {
        await blank.close();
      }
    } finally {
      await context.close();
    }
  }
  const figures = Object.fromEntries(FIGURES.map((figure) => [figure, spread(runs.map((run) => run[figure]))])) as Record<
    Figure,
    Spread
  >;
  const reference = { staticLcpMs: spread(staticLcp), cpuMs: spread(cpu) };
  return {
    runs,
    figures,
    reference: {
      ...reference,
      lcpRatio: figures.lcpMs.median / reference.staticLcpMs.median,
      tbtRatio: figures.tbtMs.median / reference.cpuMs.median,
    },
  };
}

const ms = (value: number) => `${value.toFixed(0)}`;
const range = (value: Spread, format: (value: number) => string) =>
  `${format(value.median)} (${format(value.min)}–${format(value.max)})`;

function printScenario({ profile, returning }: Scenario, pages: Record<string, PageResult>): number {
  const checked = profile.name === TARGET_PROFILE;
  const visit = returning ? 'returning visit (the browser cache as a first visit left it)' : 'first visit (cache off)';
  console.log(`\nProfile ${profile.name}, ${visit}: ${profile.description}${checked ? ' — the targets are checked here' : ''}`);
  const header = [
    'page'.padEnd(32),
    'LCP ms (< 1000)'.padStart(22),
    'static copy'.padStart(18),
    'ratio'.padStart(6),
    'CLS (< 0.05)'.padStart(24),
    'TBT ms (< 150)'.padStart(20),
    'CPU ref ms'.padStart(16),
    'ratio'.padStart(6),
    'JS KB'.padStart(7),
    'load avg'.padStart(16),
  ];
  console.log(header.join(' '));
  let misses = 0;
  const mark = (ok: boolean) => (!checked || ok ? '  ' : ' ✗');
  for (const [path, result] of Object.entries(pages)) {
    const { figures, reference, runs } = result;
    const lcpOk = figures.lcpMs.median < TARGETS.lcpMs;
    const clsOk = figures.cls.median < TARGETS.cls;
    const tbtOk = figures.tbtMs.median < TARGETS.tbtMs;
    if (checked) misses += [lcpOk, clsOk, tbtOk].filter((ok) => !ok).length;
    const loads = runs.map((run) => run.loadAverage);
    console.log(
      [
        path.padEnd(32),
        `${range(figures.lcpMs, ms)}${mark(lcpOk)}`.padStart(22),
        range(reference.staticLcpMs, ms).padStart(18),
        reference.lcpRatio.toFixed(2).padStart(6),
        `${range(figures.cls, (value) => value.toFixed(3))}${mark(clsOk)}`.padStart(24),
        `${range(figures.tbtMs, ms)}${mark(tbtOk)}`.padStart(20),
        range(reference.cpuMs, ms).padStart(16),
        reference.tbtRatio.toFixed(2).padStart(6),
        (figures.jsBytes.median / 1024).toFixed(1).padStart(7),
        `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`.padStart(16),
      ].join(' '),
    );
  }
  for (const [path, { runs }] of Object.entries(pages)) {
    const elements = [...new Set(runs.map((run) => run.lcpElement))];
    console.log(`  largest paint on ${path}: ${elements.join(' | ')}`);
  }
  return misses;
}

const source = provenance();
console.log(describeProvenance('bench:web', source));
console.log(`Building the site from it... (load average ${loadAverages()})`);
const buildHash = await buildSite();
const sandbox = await startTestSandbox({ withSite: true });
const references = await startReferenceServer(sandbox.url);
const browser = await launchChromium();
const results: Record<string, Record<string, PageResult>> = {};
try {
  console.log(
    `Chromium ${browser.version()}; ${RUNS} loads per page, profile and visit, medians (lowest–highest); load average ${loadAverages()}`,
  );
  for (const scenario of SCENARIOS) {
    results[scenario.key] = {};
    for (const target of PAGES)
      results[scenario.key]![target.path] = await benchPage(browser, sandbox.url, references, target, scenario);
  }
} finally {
  await browser.close();
  await references.close();
  await sandbox.close();
}

const misses = SCENARIOS.map((scenario) => ({ scenario, count: printScenario(scenario, results[scenario.key]!) }));
console.log(
  !PROFILES.some((profile) => profile.name === TARGET_PROFILE)
    ? `\nThe targets hold on the ${TARGET_PROFILE} profile, which this run did not measure.`
    : misses
        .filter(({ scenario }) => scenario.profile.name === TARGET_PROFILE)
        .map(({ scenario, count }) => {
          const visit = scenario.returning ? 'returning visits' : 'first visits';
          return count
            ? `\n${count} median(s) over target on the ${TARGET_PROFILE} profile's ${visit} (✗).`
            : `\nEvery median within target on the ${TARGET_PROFILE} profile's ${visit}.`;
        })
        .join(''),
);
console.log(
  'ratio: LCP over the static copy of the same bytes; TBT over the CPU reference (the same fixed work in every run, under the same slowdown).',
);
console.log(`Measured ${source.commit} (load average at the end ${loadAverages()}).`);
if (PARTIAL) {
  console.log('Report not written: a narrowed run (BENCH_RUNS, BENCH_PAGES or BENCH_PROFILES).');
} else if (source.dirty.length) {
  console.log(
    `Report not written: the tree has uncommitted changes (${source.dirty.slice(0, 5).join(', ')}${source.dirty.length > 5 ? ', …' : ''}).`,
  );
} else {
  const file = writeReport('bench-web', {
    ...source,
    buildHash,
    chromium: browser.version(),
    runs: RUNS,
    cache: 'disabled on a first visit; on a returning one, as the first load left it',
    viewport: '390x844',
    targets: { ...TARGETS, profile: TARGET_PROFILE },
    profiles: Object.fromEntries(
      SCENARIOS.map((scenario) => [
        scenario.key,
        { ...scenario.profile, visit: scenario.returning ? 'returning' : 'first', pages: results[scenario.key] },
      ]),
    ),
  });
  console.log(`Written to ${file}`);
}
