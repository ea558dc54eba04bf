import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium-args.ts';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download (`npx playwright install chromium`). */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Spec files run in parallel, one worker per core; each file has a sandbox of its own (tests/e2e/support/fixtures.ts).
  // The tests of a file run in order in one worker, unless the file asks for parallel mode. E2E_ISOLATE=1 runs every
  // test apart, on a sandbox of its own, in any worker: a test that needs what an earlier one did fails then.
  fullyParallel: process.env.E2E_ISOLATE === '1',
  workers: availableParallelism(),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Safety nets sized for a loaded two-core machine (two browsers and two sandboxes on it); waits end as soon as they hold.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // As a person who asks the system for less motion: no page fade or spinner to paint in a software
    // renderer on every frame (a tenth of a test's CPU here). shell.spec checks the motion itself.
    reducedMotion: 'reduce',
    // A trace records every action's page and screencast: a fifth of the suite's CPU, for the few tests that fail.
    // A failure leaves its screenshot and the page's accessibility tree (error-context.md); to see its trace, run
    // the spec again with --trace=retain-on-failure (docs/testing.md).
    trace: 'off',
    // The tests of a worker share one browser context and its tab, reset between tests
    // (tests/e2e/support/fixtures.ts): a fresh context per test cost half of each test's browser CPU.
    // E2E_ISOLATE=1 gives every test a context of its own too.
    reuseContext: process.env.E2E_ISOLATE !== '1',
    // A failed test's screenshot is taken by the pageLog fixture (tests/e2e/support/fixtures.ts).
    screenshot: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--headless', ...CHROMIUM_ARGS],
    },
  },
});
