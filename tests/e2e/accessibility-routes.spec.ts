import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_BANK_OPERATOR } from '../../src/sandbox/seed/account-opening.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { settle, watchRequests } from './support/settle.ts';
import { storeSession, storeSessionOf } from './support/stored-session.ts';

/**
 * Every account route of the manifest (screens/site/site.json), every tab its page shows
 * (?tab=<screen id>) and the dialogs the first row of each grid opens, checked with axe (WCAG 2.1 AA):
 * no serious or critical violation. Routes, tabs and dialogs are found, so new screens are checked
 * without a new test. The sign-in page, with and without its errors, is accessibility.spec's.
 */
const site = JSON.parse(readFileSync('screens/site/site.json', 'utf8')) as {
  spec: { routes: { path: string; layout: string; features?: string[]; roles?: string[] }[] };
};
const ROUTES = site.spec.routes.filter((route) => route.layout === 'main');

/** Maria, unless the route asks for a flag she has off (acquiring, consolidations): then the company, which has them all. */
const maria = demoHolder('maria').config as Record<string, boolean | undefined>;
const holderFor = (features: string[] = []) => (features.every((flag) => maria[flag] !== false) ? 'maria' : 'company');

/** Opens each button of the grids' first rows in turn; every dialog it opens is checked, then closed. */
async function checkRowDialogs(page: Page, where: string, found: string[]): Promise<void> {
  const rows = page.locator('main table tbody tr:first-child');
  for (let grid = 0; grid < (await rows.count()); grid += 1) {
    const buttons = rows.nth(grid).getByRole('button');
    for (let index = 0; index < Math.min(3, await buttons.count()); index += 1) {
      const button = buttons.nth(index);
      if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      const opensDialog = (await button.getAttribute('aria-haspopup')) === 'dialog';
      await button.click();
      // A dialog may show after the page is idle (its screen loads first): a button that says it opens one is waited for.
      if (opensDialog) await expect(page.getByRole('dialog').first()).toBeVisible();
      await settle(page);
      if (await page.getByRole('dialog').count()) {
        // The dialogs alone: the page behind them was checked before the click, and a modal leaves it as it was.
        found.push(...(await seriousViolations(page, '[role="dialog"]')).map((violation) => `${where} → ${name}: ${violation}`));
        // A dialog may open another on top (a form over a detail): Escape closes one at a time.
        for (let open = await page.getByRole('dialog').count(); open > 0; open -= 1) {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(open - 1);
        }
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      if (!page.url().endsWith(where)) await page.goto(where);
      await settle(page);
    }
  }
}

for (const { path: route, features, roles } of ROUTES) {
  test(`${route}, its tabs and its rows' dialogs have no serious accessibility violations`, async ({ page, sandbox }) => {
    // A page with tabs opens a dozen dialogs and runs axe on each: its time grows with the page, not a fixed 90 s.
    test.setTimeout(240_000);
    // The back office's pages are seen by the bank's operator, the others by an account holder.
    if (roles?.includes('BANK_OPERATOR')) await storeSessionOf(page, sandbox, DEMO_BANK_OPERATOR);
    else await storeSession(page, sandbox, holderFor(features));
    watchRequests(page);
    await page.goto(route);
    await settle(page);
    test.skip(new URL(page.url()).pathname.startsWith('/auth'), `${route} sends to /auth`);
    const found = (await seriousViolations(page)).map((violation) => `${route}: ${violation}`);
    await checkRowDialogs(page, route, found);

    const tabs = await page
      .getByRole('tab')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('id') ?? element.textContent ?? ''));
    for (let index = 0; index < tabs.length; index += 1) {
      await page.getByRole('tab').nth(index).click();
      await settle(page);
      const where = new URL(page.url()).pathname + new URL(page.url()).search;
      // A tab changes the content alone: the header, menu and footer around it were checked with the route.
      found.push(...(await seriousViolations(page, 'main')).map((violation) => `${where}: ${violation}`));
      await checkRowDialogs(page, where, found);
    }
    expect(found).toEqual([]);
  });
}
