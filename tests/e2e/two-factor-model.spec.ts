import type { Locator, Page } from '@playwright/test';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { describePath, longestPaths, type ModelPath, type Stimulus } from '../model/harness/explore.ts';
import { exploredModel } from '../model/harness/explored.ts';
import { twoFactorModel } from '../model/machines/two-factor.model.ts';
import { expect, test } from './support/fixtures.ts';
import { walkInBrowser } from './support/model-walk.ts';
import { askTokenElsewhere, nextTokenWindow, openLiveStudio, waitLength } from './model/studio-session.ts';

/**
 * The two-factor machine's generated paths (tests/model), walked in Chromium: the dialog opened by
 * screens/two-factor.json, its resend calling the real sandbox (a new token in the inbox). A refused
 * resend is the bank's own answer within the minute; a transport failure is the request aborted.
 */
const coverage = await exploredModel(twoFactorModel as never);

interface Walk {
  page: Page;
  dialog: Locator;
  sandbox: RunningSandbox;
  typed: string;
}

const boxes = (dialog: Locator) => dialog.getByTestId('token-box');

async function take(walk: Walk, steps: Stimulus[], index: number): Promise<void> {
  const { page, dialog } = walk;
  const step = steps[index]!;
  const countdown = dialog.getByTestId('token-countdown');
  const resendLink = dialog.getByRole('button', { name: 'Reenviar token', exact: true });
  switch (step.kind) {
    case 'wait':
      await page.clock.runFor(waitLength(steps, index));
      if (waitLength(steps, index) === 1_000) await expect(countdown).toHaveText('Reenviar token (59s)');
      else await expect(resendLink).toBeVisible();
      return;
    case 'resolve': {
      const answer = step.output as { code: number };
      if (answer.code === 200) await expect(countdown).toHaveText('Reenviar token (60s)');
      else {
        await expect(page.getByTestId('toast').filter({ hasText: 'OT10001' })).toBeVisible();
        await expect(resendLink).toBeVisible();
      }
      return;
    }
    case 'reject':
      await expect(page.getByTestId('toast').filter({ hasText: 'Erro no envio do token.' })).toBeVisible();
      await expect(resendLink).toBeVisible();
      return;
    case 'event':
      break;
  }
  const event = step.event as { type: string; index?: number; digit?: string };
  switch (event.type) {
    case 'TYPE_DIGIT': {
      const box = boxes(dialog).nth(event.index!);
      await box.focus();
      await page.keyboard.type(event.digit!);
      if (!/^\d$/.test(event.digit!)) {
        await expect(box).toHaveValue('');
        return;
      }
      walk.typed += event.digit;
      if (walk.typed.length === 6) {
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('toast').filter({ hasText: 'Token informado.' })).toBeVisible();
      } else {
        await expect(box).toHaveValue(event.digit!);
        await expect(boxes(dialog).nth(event.index! + 1)).toBeFocused();
      }
      return;
    }
    case 'BACKSPACE':
      await boxes(dialog).nth(event.index!).focus();
      await page.keyboard.press('Backspace');
      // The box before takes the focus on the next timer.
      await page.clock.runFor(1);
      await expect(boxes(dialog).nth(Math.max(0, event.index! - 1))).toBeFocused();
      return;
    case 'RESEND': {
      const next = steps[index + 1];
      if (next?.kind === 'resolve' && (next.output as { code: number }).code !== 200)
        await askTokenElsewhere(walk.sandbox, 'maria');
      if (next?.kind === 'reject') await page.route('**/api/Accounts/*/Token', (route) => route.abort('connectionfailed'));
      await resendLink.click();
      return;
    }
    case 'CLOSE':
      await dialog.getByRole('button', { name: 'Fechar janela' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('toast').filter({ hasText: 'Token informado.' })).toHaveCount(0);
      return;
    default:
      throw new Error(`no page action for ${event.type}`);
  }
}

test.describe('the two-factor dialog walks every path of its machine', () => {
  for (const path of longestPaths(coverage.paths as ModelPath[])) {
    test(`${describePath(path)} (${path.covers.join('; ')})`, async ({ page, signIn, sandbox }) => {
      await nextTokenWindow(sandbox);
      await page.clock.install();
      await signIn('maria');
      await openLiveStudio(page, 'two-factor');
      // From here the page's time moves only when a step says so: the countdown reads what the
      // steps made of it, however long a busy machine takes to paint.
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.getByTestId('studio-screen').getByRole('button', { name: 'Pedir token' }).click();
      const dialog = page.getByRole('dialog', { name: 'Token de Validação' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('token-countdown')).toHaveText('Reenviar token (60s)');
      // The first box takes the focus on the next timer.
      await page.clock.runFor(1);
      await expect(boxes(dialog).first()).toBeFocused();
      const walk: Walk = { page, dialog, sandbox, typed: '' };
      await walkInBrowser(page, twoFactorModel as never, path, (index) => take(walk, path.steps, index));
    });
  }
});
