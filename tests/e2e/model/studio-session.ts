import type { Page } from '@playwright/test';
import { TOKEN_RESEND_SECONDS } from '../../../src/sandbox/money/approval/one-time-tokens.ts';
import type { RunningSandbox } from '../../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../../support/api-client.ts';
import type { Stimulus } from '../../model/harness/explore.ts';
import { expect } from '../support/fixtures.ts';

/** The bank's approval method, as the merchant's configuration says (spec 000 §3). */
export { setApprovalMethod } from '../support/money.ts';

/** How the site asks for the electronic password (app-config.json passwordEntry), for this page only. */
export async function usePasswordEntry(page: Page, keyboard: boolean): Promise<void> {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, passwordEntry: keyboard ? 'keyboard' : 'digits' } });
  });
}

/**
 * The bank lets a holder ask for a new token once a minute: the tokens asked so far are made that much
 * older, and a second more. Moving the sandbox's clock a minute ahead instead would stamp what this
 * test creates after what later tests create once another test puts the clock back, and keep their
 * tokens waiting.
 */
export async function nextTokenWindow(sandbox: RunningSandbox): Promise<void> {
  await sandbox.ctx.db.query('update one_time_tokens set created_at = created_at - make_interval(secs => $1)', [
    TOKEN_RESEND_SECONDS + 1,
  ]);
}

/** A token asked for behind the page's back, so the page's own request within the minute is refused. */
export async function askTokenElsewhere(sandbox: RunningSandbox, key: 'maria'): Promise<void> {
  const api = apiClient(sandbox.url);
  const session = (await api.signIn(key)).body.access_token;
  const sent = await api.call('POST', `/api/Accounts/${holderOf(key).accountId}/Token`, { token: session });
  expect(sent.status).toBe(200);
}

/** Opens a screen file in the studio with the signed-in session's real calls. */
export async function openLiveStudio(page: Page, screenId: string): Promise<void> {
  await page.goto(`/studio/${screenId}`);
  await page.getByRole('checkbox', { name: 'Chamadas reais com a sessão aberta' }).check();
}

/**
 * The model's waits stand for seconds passing: the first one second, a second wait in a row the
 * rest of the countdown (the model's doubles count from 2, the bank from 60).
 */
export function waitLength(steps: Stimulus[], index: number): number {
  return index > 0 && steps[index - 1]!.kind === 'wait' ? 60_000 : 1_000;
}
