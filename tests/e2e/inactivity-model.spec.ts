import type { Page } from '@playwright/test';
import { describePath, longestPaths, type ModelPath, type Stimulus } from '../model/harness/explore.ts';
import { exploredModel } from '../model/harness/explored.ts';
import { inactivityModel } from '../model/machines/inactivity.model.ts';
import { expect, test } from './support/fixtures.ts';
import { walkInBrowser } from './support/model-walk.ts';

/**
 * The inactivity machine's generated paths (tests/model) walked in Chromium against the sandbox, with
 * the page's clock under the test's control: letting time pass is the machine's timer, activity is a
 * key press, STOP is leaving the account through the profile menu. Each state is checked on the page.
 */
const coverage = await exploredModel(inactivityModel as never);
/** spec 000 §9: `downtime`, 3600 s, as the sandbox's /app-config.json serves it. */
const DOWNTIME_MS = 3_600_000;
const INACTIVITY_MESSAGE = 'Você foi desconectado por ter ficado um longo tempo sem atividade.';

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/account\//);
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
}

async function take(page: Page, step: Stimulus): Promise<void> {
  if (step.kind === 'wait') {
    // The whole downtime with nothing done: the session ends and the login says why (spec 000 §8).
    await page.clock.runFor(DOWNTIME_MS + 1_000);
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText(INACTIVITY_MESSAGE)).toBeVisible();
    return;
  }
  if (step.kind !== 'event') throw new Error(`no page action for ${JSON.stringify(step)}`);
  switch (step.event.type) {
    case 'ACTIVITY':
      // Activity a minute before the end restarts the count: a further 59 minutes still find the account open.
      await page.clock.runFor(DOWNTIME_MS - 60_000);
      await expectSignedIn(page);
      await page.keyboard.press('Shift');
      await page.clock.runFor(DOWNTIME_MS - 60_000);
      await expectSignedIn(page);
      return;
    case 'STOP':
      await page.getByRole('button', { name: /Menu do perfil/ }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/auth\/login/);
      await expect(page.getByText(INACTIVITY_MESSAGE)).toHaveCount(0);
      return;
    default:
      throw new Error(`no page action for ${step.event.type}`);
  }
}

test.describe('inactivity walks every path of its machine in the browser', () => {
  for (const path of longestPaths(coverage.paths as ModelPath[])) {
    test(`${describePath(path)} (${path.covers.join('; ')})`, async ({ page, signIn }) => {
      await page.clock.install();
      await signIn('maria');
      await expectSignedIn(page);
      await walkInBrowser(page, inactivityModel as never, path, (index) => take(page, path.steps[index]!));
    });
  }
});
