/**
 * `npm run bench:web`: loading figures of the built site, served by a sandbox on 127.0.0.1, in
 * headless Chromium slowed to a modest phone: the main thread 4x slower (CDP
 * Emulation.setCPUThrottlingRate) and a mid-range 4G network (Network.emulateNetworkConditions:
 * 40 ms round trip, 10 Mbit/s down, 5 Mbit/s up), with the browser cache off, so every run is a
 * cold load.
 *
 * For each page, five runs in a fresh browser context (account pages: Maria signs in first, without
 * the slowdown, then the page is loaded anew under it), and per run:
 * - LCP: the last `largest-contentful-paint` entry before the page went quiet;
 * - CLS: the largest session window of `layout-shift` entries (shifts less than 1 s apart, at most
 *   5 s long) without recent input, as web-vitals computes it;
 * - TBT: the sum over `longtask` entries after first contentful paint of the part beyond 50 ms, up to
 *   the moment the page is quiet (network idle for 500 ms, then 1.5 s more): a little more than
 *   Lighthouse's window, which ends at time to interactive;
 * - JS bytes: bytes on the wire (compressed, headers included) of every script response (CDP
 *   Network.loadingFinished encodedDataLength).
 * It prints the medians beside the targets (LCP < 1.0 s, CLS < 0.05, TBT < 150 ms), marks misses,
 * and writes reports/bench-web.json. It measures; it exits 0 whatever the figures.
 */
import type { BrowserContext, Page } from 'playwright';
import { DEMO_ACCOUNTS } from '../src/sandbox/seed/demo-data.ts';
import { startTestSandbox } from '../tests/support/test-sandbox.ts';
import { CPU_SLOWDOWN, launchChromium, median, NETWORK, signInOnPage, throttle, writeReport } from './lib/bench-browser.ts';
import { buildSiteIfStale } from './lib/site-build.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { lcpMs: 1000, cls: 0.05, tbtMs: 150 };
const PAGES = [
  { path: '/auth/login', signedIn: false },
  { path: '/account/home', signedIn: true },
  { path: '/account/transactions/extract', signedIn: true },
];

interface Run {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
}

/** Kept as text: the page runs it before any of the site's scripts. */
const OBSERVERS = `
  (() => {
    const bench = { lcp: 0, fcp: 0, shifts: [], longTasks: [] };
    window.__bench = bench;
    const watch = (type, onEntry) => {
      try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch {}
    };
    watch('largest-contentful-paint', (entry) => { bench.lcp = entry.renderTime || entry.startTime; });
    watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime; });
    watch('layout-shift', (entry) => { if (!entry.hadRecentInput) bench.shifts.push([entry.startTime, entry.value]); });
    watch('longtask', (entry) => bench.longTasks.push([entry.startTime, entry.duration]));
  })();
`;

interface PageFigures {
  lcp: number;
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

async function measure(context: BrowserContext, base: string, target: (typeof PAGES)[number]): Promise<Run> {
  const page: Page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  if (target.signedIn)
    await signInOnPage(
      page,
      base,
      DEMO_ACCOUNTS.find((holder) => holder.key === 'maria')!,
    );
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, true);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  if (new URL(page.url()).pathname !== target.path) throw new Error(`${target.path} went to ${page.url()}`);
  const figures = (await page.evaluate('window.__bench')) as PageFigures;
  await page.close();
  return {
    lcpMs: figures.lcp,
    cls: cumulativeLayoutShift(figures.shifts),
    tbtMs: totalBlockingTime(figures),
    jsBytes,
  };
}

await buildSiteIfStale();
const sandbox = await startTestSandbox({ withSite: true });
const browser = await launchChromium();
const results: Record<string, { runs: Run[]; median: Run }> = {};
try {
  console.log(
    `bench:web: ${RUNS} cold loads per page, CPU ${CPU_SLOWDOWN}x slower, network ${NETWORK.latency} ms RTT, ` +
      `${(NETWORK.downloadThroughput * 8) / 1e6} Mbit/s down, ${(NETWORK.uploadThroughput * 8) / 1e6} Mbit/s up`,
  );
  for (const target of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 390, height: 844 },
      });
      try {
        runs.push(await measure(context, sandbox.url, target));
      } finally {
        await context.close();
      }
    }
    results[target.path] = {
      runs,
      median: {
        lcpMs: median(runs.map((run) => run.lcpMs)),
        cls: median(runs.map((run) => run.cls)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        jsBytes: median(runs.map((run) => run.jsBytes)),
      },
    };
  }
} finally {
  await browser.close();
  await sandbox.close();
}

const mark = (ok: boolean) => (ok ? '  ' : ' ✗');
console.log('');
console.log(
  `${'page'.padEnd(32)}${'LCP (< 1000 ms)'.padStart(18)}${'CLS (< 0.05)'.padStart(16)}${'TBT (< 150 ms)'.padStart(18)}${'JS KB'.padStart(10)}`,
);
let misses = 0;
for (const [path, { median: figures }] of Object.entries(results)) {
  const lcpOk = figures.lcpMs < TARGETS.lcpMs;
  const clsOk = figures.cls < TARGETS.cls;
  const tbtOk = figures.tbtMs < TARGETS.tbtMs;
  misses += [lcpOk, clsOk, tbtOk].filter((ok) => !ok).length;
  console.log(
    `${path.padEnd(32)}${`${figures.lcpMs.toFixed(0)} ms${mark(lcpOk)}`.padStart(18)}` +
      `${`${figures.cls.toFixed(3)}${mark(clsOk)}`.padStart(16)}${`${figures.tbtMs.toFixed(0)} ms${mark(tbtOk)}`.padStart(18)}` +
      `${(figures.jsBytes / 1024).toFixed(1).padStart(10)}`,
  );
}
console.log(misses ? `\n${misses} figure(s) over target (✗). Medians of ${RUNS} runs.` : `\nEvery median within target.`);
const file = writeReport('bench-web', {
  measuredAt: new Date().toISOString(),
  runs: RUNS,
  profile: { cpuSlowdown: CPU_SLOWDOWN, network: NETWORK, cache: 'disabled', viewport: '390x844' },
  targets: TARGETS,
  pages: results,
});
console.log(`Written to ${file}`);
