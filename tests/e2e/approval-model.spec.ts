import type { Locator, Page } from '@playwright/test';
import type { ApprovalInput } from '../../src/machines/approval.machine.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { describePath, longestPaths, type ModelPath, type Stimulus } from '../model/harness/explore.ts';
import { exploredModel } from '../model/harness/explored.ts';
import { approvalModel } from '../model/machines/approval.model.ts';
import { expect, test } from './support/fixtures.ts';
import { walkInBrowser } from './support/model-walk.ts';
import {
  askTokenElsewhere,
  nextTokenWindow,
  openLiveStudio,
  setApprovalMethod,
  usePasswordEntry,
  waitLength,
} from './model/studio-session.ts';

/**
 * The approval machine's generated paths (tests/model), walked in Chromium against the real
 * sandbox: each event is what a person does in the dialog, each invoked call is the bank answering,
 * each state is checked on the screen, and the transfer's status in the database at the end.
 */
const coverage = await exploredModel(approvalModel as never);
const PASSWORD = holderOf('maria').operator.password;
const TYPE_LABELS = { password: 'Senha', token: 'Token', password_token: 'Senha e token' } as const;

async function pendingTransfer(sandbox: RunningSandbox): Promise<string> {
  const api = apiClient(sandbox.url);
  const session = (await api.signIn('maria')).body.access_token;
  const created = await api.call<{ id: string }>('POST', '/api/Transactions/Transfers', {
    token: session,
    json: { accountId: holderOf('maria').accountId, type: 'PIX', key: 'ana@balcao.example', amount: 3.21, description: 'Modelo' },
  });
  expect(created.status).toBe(200);
  return created.body.id;
}

async function transferRow(sandbox: RunningSandbox, id: string) {
  const rows = await sandbox.ctx.db.query<{ status: string; failed_attempts: number }>(
    'select status, failed_attempts from transfers where id = $1',
    [id],
  );
  return rows[0]!;
}

/** The keyboard buttons that stand for each digit of `password`; a wrong entry misses its first digit. */
async function pressKeyboard(dialog: Locator, right: boolean): Promise<void> {
  const keys = dialog.getByRole('button', { name: /^\d ou \d$/ });
  const labels = await keys.allTextContents();
  for (const [position, digit] of [...PASSWORD].entries()) {
    const holds = (label: string) => label.split(' ou ').includes(digit);
    const index = labels.findIndex((label) => (right || position > 0 ? holds(label) : !holds(label)));
    await keys.nth(index).click();
  }
}

interface Walk {
  page: Page;
  dialog: Locator;
  sandbox: RunningSandbox;
  transferId: string;
  /** Whether the path's approval call is meant to fail (a wrong password). */
  failing: boolean;
  approved: boolean | null;
  /** The transitions the path was generated for. */
  covers: string[];
}

async function take(walk: Walk, steps: Stimulus[], index: number): Promise<void> {
  const { page, dialog } = walk;
  const step = steps[index]!;
  if (step.kind === 'wait') {
    await page.clock.runFor(waitLength(steps, index));
    if (waitLength(steps, index) === 1_000)
      await expect(dialog.getByRole('button', { name: /^Enviar token \(\d+s\)$/ })).toBeDisabled();
    else await expect(dialog.getByRole('button', { name: 'Enviar token', exact: true })).toBeEnabled();
    return;
  }
  if (step.kind === 'resolve' && step.src === 'sendToken') {
    await expect(dialog.getByRole('button', { name: /^Enviar token \(\d+s\)$/ })).toBeDisabled();
    return;
  }
  if (step.kind === 'reject' && step.src === 'sendToken') {
    await expect(page.getByTestId('toast').filter({ hasText: 'OT10001' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enviar token', exact: true })).toBeEnabled();
    return;
  }
  if (step.kind === 'resolve' && step.src === 'submitApproval') {
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await transferRow(walk.sandbox, walk.transferId)).status)
      .toBe(walk.approved ? 'COMPLETED' : 'CANCELED');
    return;
  }
  if (step.kind === 'reject' && step.src === 'submitApproval') {
    // The refusal is said in the dialog, whose boxes are empty again for another try.
    await expect(dialog.getByTestId('approval-refused')).toContainText('Senha eletrônica inválida');
    await expect(dialog).toBeVisible();
    expect(await transferRow(walk.sandbox, walk.transferId)).toEqual({ status: 'CREATED', failed_attempts: 1 });
    return;
  }
  if (step.kind !== 'event') throw new Error(`no page action for ${JSON.stringify(step)}`);
  const event = step.event as { type: string } & Record<string, unknown>;
  switch (event.type) {
    case 'SELECT_TYPE':
      await dialog.getByRole('radio', { name: TYPE_LABELS[event.approvalType as keyof typeof TYPE_LABELS], exact: true }).check();
      await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(
        TYPE_LABELS[event.approvalType as keyof typeof TYPE_LABELS],
      );
      return;
    case 'CHANGE_KEYBOARD':
      if ((event.pairs as number[][]).length === 0) {
        await dialog.getByRole('button', { name: 'Limpar' }).click();
        await expect(dialog.getByTestId('keyboard-box').first()).toHaveValue('');
      } else {
        await pressKeyboard(dialog, !walk.failing);
        for (const key of await dialog.getByRole('button', { name: /^\d ou \d$/ }).all()) await expect(key).toBeDisabled();
      }
      return;
    case 'CHANGE_PASSWORD': {
      const complete = String(event.value).length === 6;
      const value = complete ? (walk.failing ? '111111' : PASSWORD) : String(event.value);
      await dialog.getByLabel('Senha eletrônica').fill(value);
      await expect(dialog.getByLabel('Senha eletrônica')).toHaveValue(value);
      return;
    }
    case 'CHANGE_TOKEN': {
      const boxes = dialog.getByTestId('token-box');
      if (await boxes.first().isDisabled()) return;
      await boxes.first().click();
      await page.keyboard.type(String(event.value));
      await expect(boxes.nth(String(event.value).length - 1)).toHaveValue(String(event.value).at(-1)!);
      return;
    }
    case 'SEND_TOKEN':
      if (steps[index + 1]?.kind === 'reject') await askTokenElsewhere(walk.sandbox, 'maria');
      await dialog.getByRole('button', { name: 'Enviar token', exact: true }).click();
      return;
    case 'SUBMIT': {
      const next = steps[index + 1];
      const valid =
        next?.kind === 'resolve' ||
        next?.kind === 'reject' ||
        (!next && walk.covers.some((key) => key.endsWith('--> approval.submitting')));
      walk.approved = Boolean(event.approved);
      // Invalid, the buttons are aria-disabled but still pressable: pressing shows the messages (spec 001 §5).
      await dialog.getByRole('button', { name: event.approved ? 'Aprovar' : 'Reprovar', exact: true }).click({ force: !valid });
      if (!valid) await expect(dialog.getByRole('alert').first()).toBeVisible();
      // The path ends while the call runs: the bank's answer still lands, and the transfer with it.
      else if (!next) await expect.poll(async () => (await transferRow(walk.sandbox, walk.transferId)).status).toBe('COMPLETED');
      return;
    }
    case 'CANCEL':
      await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
      await expect(dialog).toBeHidden();
      expect((await transferRow(walk.sandbox, walk.transferId)).status).toBe('CREATED');
      return;
    default:
      throw new Error(`no page action for ${event.type}`);
  }
}

test.describe('the approval dialog walks every path of its machine against the sandbox', () => {
  for (const path of longestPaths(coverage.paths as ModelPath[])) {
    test(`${describePath(path)} (${path.covers.join('; ')})`, async ({ page, signIn, sandbox }) => {
      const input = path.input as ApprovalInput;
      await nextTokenWindow(sandbox);
      await setApprovalMethod(sandbox, input.method);
      await usePasswordEntry(page, input.keyboard === true);
      await page.clock.install();
      const transferId = await pendingTransfer(sandbox);
      await signIn('maria');
      await openLiveStudio(page, 'approval');
      const preview = page.getByTestId('studio-screen');
      await preview.getByLabel('Identificador da transferência').fill(transferId);
      await preview.getByRole('button', { name: 'Abrir aprovação' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aprovar transação' });
      await expect(dialog).toBeVisible();
      const walk: Walk = {
        page,
        dialog,
        sandbox,
        transferId,
        failing: path.steps.some((step) => step.kind === 'reject' && step.src === 'submitApproval'),
        approved: null,
        covers: path.covers,
      };
      await walkInBrowser(page, approvalModel as never, path, (index) => take(walk, path.steps, index));
    });
  }
});
