import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney, formatTaxId } from '../../src/domain/index.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient } from '../support/api-client.ts';
import { nextTokenWindow } from './model/studio-session.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import {
  approvalDialog,
  balanceCents,
  latestPostings,
  nextCreatedId,
  setApprovalMethod,
  typeOnVirtualKeyboard,
} from './support/money.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

async function transferStatus(sandbox: RunningSandbox, id: string) {
  const rows = await sandbox.ctx.db.query<{ status: string; failed_attempts: number }>(
    'select status, failed_attempts from transfers where id = $1',
    [id],
  );
  return rows[0];
}

/** Transfers page, new transfer to an account of this bank, up to the review; the id the bank gave it. */
async function startInternalTransfer(page: Page, account: string, amount: string): Promise<string> {
  await menu(page).getByRole('link', { name: 'Transferências' }).click();
  await expect(page).toHaveURL(/\/account\/transactions\/transfer/);
  await page.getByRole('textbox', { name: 'Agência' }).fill('0001');
  await page.getByRole('textbox', { name: 'Conta' }).fill(account);
  await page.getByRole('textbox', { name: 'Valor' }).fill(amount);
  const created = nextCreatedId(page, /^\/api\/Transactions\/Transfers$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('dialog', { name: 'Confira os dados' })).toBeVisible();
  return created;
}

test.describe('Transfers', () => {
  test("a wrong electronic password is refused with the bank's message, the dialog stays for another try and nothing moves", async ({
    page,
    signIn,
    sandbox,
  }) => {
    const maria = await balanceCents(sandbox, 'maria');
    const ana = await balanceCents(sandbox, 'ana');
    await signIn('maria');
    const id = await startInternalTransfer(page, demoHolder('ana').number, '7,00');
    await page.getByRole('dialog', { name: 'Confira os dados' }).getByRole('button', { name: 'Confirmar' }).click();
    const approval = approvalDialog(page);
    const wrong = demoHolder('maria').operator.password === '135799' ? '135790' : '135799';
    await typeOnVirtualKeyboard(approval, wrong);
    await approval.getByRole('button', { name: 'Aprovar' }).click();

    await expect(page.getByRole('alert').filter({ hasText: /senha/i }).first()).toBeVisible();
    await expect(approval).toBeVisible();
    expect(await transferStatus(sandbox, id)).toMatchObject({ status: 'CREATED', failed_attempts: 1 });
    expect(await balanceCents(sandbox, 'maria')).toBe(maria);
    expect(await balanceCents(sandbox, 'ana')).toBe(ana);

    await approval.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('dialog', { name: 'Confira os dados' }).getByRole('button', { name: 'Cancelar transferência' }).click();
    await expect(page.getByText('Nenhum valor foi movimentado')).toBeVisible();
    expect(await transferStatus(sandbox, id)).toMatchObject({ status: 'CANCELED' });
    expect(await balanceCents(sandbox, 'maria')).toBe(maria);
  });

  test('the amount fills from the cents; beyond the balance it is said before the password; a refused password leaves empty boxes for another try', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const maria = await balanceCents(sandbox, 'maria');
    const ana = await balanceCents(sandbox, 'ana');
    await signIn('maria');
    await menu(page).getByRole('link', { name: 'Transferências' }).click();
    await page.getByRole('textbox', { name: 'Agência' }).fill('0001');
    await page.getByRole('textbox', { name: 'Conta' }).fill(demoHolder('ana').number);
    const amount = page.getByRole('textbox', { name: 'Valor' });
    // One real more than she has, typed digit by digit as a person types it: the digits fill from the cents.
    const beyond = maria + 100;
    await amount.pressSequentially(String(beyond));
    await expect(amount).toHaveValue(formatMoney(beyond / 100));
    await page.getByRole('button', { name: 'Continuar' }).click();
    const review = page.getByRole('dialog', { name: 'Confira os dados' });
    const confirm = review.getByRole('button', { name: 'Confirmar' });
    await confirm.click();
    // Said in the review, beside the amount, and named by the button; the password is not asked.
    const refusal = review.getByTestId('amount').getByRole('alert');
    await expect(refusal).toHaveText(`Saldo insuficiente para este valor. Disponível: ${formatMoney(maria / 100)}.`);
    await expect(confirm).toHaveAccessibleDescription(await refusal.innerText());
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(approvalDialog(page)).toHaveCount(0);
    await review.getByRole('button', { name: 'Cancelar transferência' }).click();
    await expect(review).toBeHidden();

    // A pasted "R$ 123,45" is that amount (under the nightly limit of transfers, whatever the hour).
    await amount.click();
    await amount.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'R$ 123,45');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(amount).toHaveValue('R$ 123,45');
    const id = nextCreatedId(page, /^\/api\/Transactions\/Transfers$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(review).toContainText('R$ 123,45');
    await expect(review).toContainText(formatTaxId(demoHolder('ana').taxId, { hidden: true }));
    await expect(review).not.toContainText(formatTaxId(demoHolder('ana').taxId));
    await review.getByRole('button', { name: 'Confirmar' }).click();
    const approval = approvalDialog(page);
    const password = demoHolder('maria').operator.password;
    await typeOnVirtualKeyboard(approval, password === '135799' ? '135790' : '135799');
    await approval.getByRole('button', { name: 'Aprovar' }).click();
    await expect(approval.getByTestId('approval-refused')).toContainText('Senha eletrônica inválida');
    for (const box of await approval.getByTestId('keyboard-box').all()) await expect(box).toHaveValue('');
    await expect(approval.getByRole('button', { name: /^\d ou \d$/ }).first()).toBeEnabled();
    await typeOnVirtualKeyboard(approval, password);
    // The receipt as a laptop shows it: its buttons, the PDF's too, without scrolling.
    await page.setViewportSize({ width: 1366, height: 900 });
    await approval.getByRole('button', { name: 'Aprovar' }).click();
    await expect(approval).toBeHidden();
    expect(await transferStatus(sandbox, await id)).toMatchObject({ status: 'COMPLETED', failed_attempts: 1 });
    expect(await balanceCents(sandbox, 'maria')).toBe(maria - 12_345);
    expect(await balanceCents(sandbox, 'ana')).toBe(ana + 12_345);

    const receipt = page.getByRole('dialog', { name: 'Comprovante de transferência' });
    await expect(receipt).toContainText('R$ 123,45');
    for (const name of ['Baixar PDF', 'Concluir']) {
      await expect(receipt.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${await id}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(300_000);
    expect(pdf.toString('latin1')).toContain('R$ 123,45');
  });

  test('Maria transfers to the company with token approval, reading the token in her messages', async ({
    page,
    signIn,
    sandbox,
  }) => {
    await setApprovalMethod(sandbox, 'TOKEN');
    try {
      const maria = await balanceCents(sandbox, 'maria');
      const company = await balanceCents(sandbox, 'company');
      await signIn('maria');
      await startInternalTransfer(page, demoHolder('company').number, '50,00');
      const review = page.getByRole('dialog', { name: 'Confira os dados' });
      await expect(review).toContainText('Padaria Pão Quente');
      // spec 001 §5: the payee's tax id with asterisks, as the PIX flow shows it.
      await expect(review).toContainText(formatTaxId('11222333000181', { hidden: true }));
      await expect(review).not.toContainText('11.222.333/0001-81');
      await review.getByRole('button', { name: 'Confirmar' }).click();

      let approval = approvalDialog(page);
      await approval.getByRole('button', { name: /Enviar token/ }).click();
      await expect(approval.getByRole('button', { name: /Enviar token|Reenviar/ })).toBeDisabled();

      // The token arrives in her messages, as an SMS would. She steps back (the transfer waits, nothing moved),
      // reads it, and approves the transfer from the pending list.
      await approval.getByRole('button', { name: 'Voltar' }).click();
      await review.getByRole('button', { name: 'Fechar janela' }).click();
      await page.getByRole('button', { name: /^Mensagens/ }).click();
      const inbox = page.getByRole('dialog', { name: 'Mensagens' });
      const text = await inbox
        .getByText(/Seu token de validação é \d{6}/)
        .first()
        .textContent();
      const token = /(\d{6})/.exec(text ?? '')![1]!;
      await page.keyboard.press('Escape');
      expect(await balanceCents(sandbox, 'maria')).toBe(maria);

      await page.getByRole('tab', { name: 'Pendentes' }).click();
      await page.locator('.grid-table tbody tr').filter({ hasText: 'R$ 50,00' }).getByRole('button', { name: 'Aprovar' }).click();
      approval = approvalDialog(page);
      await approval.getByRole('textbox', { name: 'Dígito 1 do token' }).click();
      await page.keyboard.type(token, { delay: 30 });
      await approval.getByRole('button', { name: 'Aprovar' }).click();
      await expect(approval).toBeHidden();
      await expect(page.locator('.grid-table tbody tr').filter({ hasText: 'R$ 50,00' })).toHaveCount(0);

      expect(await balanceCents(sandbox, 'maria')).toBe(maria - 5000);
      expect(await balanceCents(sandbox, 'company')).toBe(company + 5000);
      expect((await latestPostings(sandbox, 'company', 1))[0]).toMatchObject({ amount_cents: 5000, entity: 'TRANSFER_INTERNAL' });
    } finally {
      await setApprovalMethod(sandbox, 'PASSWORD');
    }
  });

  test('the company chooses how to approve: one transfer by the password, one by the token, one by both', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const company = demoHolder('company');
    const api = apiClient(sandbox.url);
    const session = (await api.signIn('company')).body.access_token;
    const ids: string[] = [];
    for (const amount of [1.01, 1.02, 1.03]) {
      const created = await api.call<{ id: string }>('POST', '/api/Transactions/Transfers', {
        token: session,
        json: { accountId: company.accountId, type: 'PIX', key: 'ana@balcao.example', amount, description: 'Forma de aprovação' },
      });
      ids.push(created.body.id);
    }
    const tokenMessages = async () =>
      (
        await api.call<{ items: { title: string; text: string }[] }>('GET', `/api/Accounts/${company.accountId}/Messages`, {
          token: session,
        })
      ).body.items.filter((item) => item.title === 'Token de validação');
    const sent: { type?: string; password?: unknown; token?: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/Approval$/.test(request.url())) sent.push(request.postDataJSON());
    });

    await signIn('company');
    await menu(page).getByRole('link', { name: 'Transferências' }).click();
    await page.getByRole('tab', { name: 'Pendentes' }).click();
    for (const [amount, method] of [
      ['R$ 1,01', 'Senha'],
      ['R$ 1,02', 'Token'],
      ['R$ 1,03', 'Senha e token'],
    ] as const) {
      const row = page.locator('.grid-table tbody tr').filter({ hasText: amount });
      await row.getByRole('button', { name: 'Aprovar' }).click();
      const approval = approvalDialog(page);
      // The company's configuration offers the three methods, so the dialog asks which.
      await approval.getByRole('radio', { name: method, exact: true }).check();
      if (method !== 'Token') await typeOnVirtualKeyboard(approval, company.operator.password);
      if (method !== 'Senha') {
        await nextTokenWindow(sandbox);
        const before = (await tokenMessages()).length;
        await approval.getByRole('button', { name: 'Enviar token', exact: true }).click();
        await expect.poll(async () => (await tokenMessages()).length).toBe(before + 1);
        const token = /(\d{6})/.exec((await tokenMessages())[0]!.text)![1]!;
        await approval.getByRole('textbox', { name: 'Dígito 1 do token' }).click();
        await page.keyboard.type(token);
      }
      await approval.getByRole('button', { name: 'Aprovar' }).click();
      await expect(approval).toBeHidden();
      await expect(row).toHaveCount(0);
    }
    expect(sent.map((body) => [body.type, Array.isArray(body.password), /^\d{6}$/.test(body.token ?? '')])).toEqual([
      ['PASSWORD', true, false],
      ['TOKEN', false, true],
      ['PASSWORD_TOKEN', true, true],
    ]);
    for (const id of ids) expect(await transferStatus(sandbox, id)).toMatchObject({ status: 'COMPLETED' });
  });

  test('a transfer left for later is disapproved from the pending list and moves nothing', async ({ page, signIn, sandbox }) => {
    const maria = await balanceCents(sandbox, 'maria');
    await signIn('maria');
    const id = await startInternalTransfer(page, demoHolder('ana').number, '4,13');
    await page.getByRole('dialog', { name: 'Confira os dados' }).getByRole('button', { name: 'Fechar' }).click();
    expect(await transferStatus(sandbox, id)).toMatchObject({ status: 'CREATED' });

    await page.getByRole('tab', { name: 'Pendentes' }).click();
    const row = page.locator('.grid-table tbody tr').filter({ hasText: 'R$ 4,13' });
    await row.getByRole('button', { name: 'Aprovar' }).click();
    // spec 001 §5: approve and disapprove stay disabled until the form is valid, so the password comes first.
    const approval = approvalDialog(page);
    await expect(approval.getByRole('button', { name: 'Reprovar' })).toBeDisabled();
    await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
    await approval.getByRole('button', { name: 'Reprovar' }).click();

    await expect(row).toHaveCount(0);
    expect(await transferStatus(sandbox, id)).toMatchObject({ status: 'CANCELED' });
    expect(await balanceCents(sandbox, 'maria')).toBe(maria);
  });
});
