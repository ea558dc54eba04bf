/**
 * The switches every headless Chromium of the project starts with: the benches (scripts/lib/bench-browser.ts,
 * scripts/lighthouse.ts), the end-to-end tests (playwright.config.ts) and the diagrams' export.
 *
 * Chromium 156 loads its address bar's popup, two web pages of its own interface
 * (chrome://omnibox-popup.top-chrome), in a renderer of its own for every window it opens, and Playwright opens a
 * window for every context. On a two-core machine their scripts took a core while the page under test loaded: the
 * sign-in's TBT on the mobile profile was 134–380 ms with them and 23–225 without, its first paint 776–1,536 ms
 * against 572–836. A phone's browser does not load them beside each page, so nothing measured or tested needs them.
 */
const OWN_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium keeps only the last `--disable-features` of its command line, and Playwright passes its own list before
 * the launch's `args`: a list of ours would drop Playwright's. So ours repeats Playwright's (1.65, playwright-core's
 * `chromiumSwitches`), which keeps the browser from calling Google's services and from holding the first paint of
 * a navigation (PaintHolding), the Windows and Edge ones left out. Puppeteer (scripts/lighthouse.ts) merges a
 * launch's list with its own.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** What a launch through Playwright passes; one `--disable-features` holding Playwright's list and ours. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OWN_UI_FEATURES].join(',')}`,
];

/** What a launch through Puppeteer passes: it adds its own features to the list. */
export const PUPPETEER_CHROMIUM_ARGS = CHROMIUM_ARGS.map((arg) =>
  arg.startsWith('--disable-features=') ? `--disable-features=${OWN_UI_FEATURES.join(',')}` : arg,
);
