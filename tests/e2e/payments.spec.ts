import { buildBankSlipLine } from '../../src/domain/index.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { approvalDialog, balanceCents, latestPostings, typeOnVirtualKeyboard } from './support/money.ts';
import {
  billingRow,
  billingStatus,
  dayAhead,
  nextBillingId,
  paymentCount,
  shoot,
  signedInPage,
} from './support/money-screens.ts';

test.describe('payments', () => {
  // Two people, two browsers and a screenshot of each step at two widths: longer than a single-screen test.
  test.describe.configure({ timeout: 180_000 });

  test('Maria pays a bank slip the company issued on its charges page; the company sees it paid and the credit', async ({
    page,
    browser,
    signIn,
    sandbox,
  }) => {
    // The company issues the slip on screen.
    await signIn('company', '/account/transactions/billing?tab=billing-bank-slip-form');
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('123,45');
    await page.getByRole('textbox', { name: /^Vencimento/ }).fill(dayAhead(20));
    await page.getByRole('textbox', { name: /^Nome do pagador/ }).fill('Maria da Silva Souza');
    await page.getByRole('textbox', { name: /^CPF\/CNPJ do pagador/ }).fill('52998224725');
    await shoot(page, '10-billing-bank-slip-form');
    const created = nextBillingId(page);
    await page.getByRole('button', { name: 'Emitir cobrança' }).click();
    const view = page.getByRole('dialog', { name: 'Cobrança' });
    await expect(view).toContainText('Maria da Silva Souza');
    await expect(view).toContainText('R$ 123,45');
    await expect(view.locator('iframe[title="Boleto em PDF"]')).toHaveAttribute('src', /^blob:/);
    await expect(view.getByRole('link', { name: 'Baixar' })).toHaveAttribute('download', /^boleto-.+\.pdf$/);
    await shoot(page, '11-billing-bank-slip-view');
    const slip = await billingRow(sandbox, await created);
    expect(slip).toMatchObject({ type: 'BANK_SLIP', status: 'ACTIVE', amount_cents: expect.anything() });
    expect(Number(slip.amount_cents)).toBe(12_345);
    await view.getByRole('button', { name: 'Fechar', exact: true }).click();

    // Maria pays it by typing its line.
    const maria = await balanceCents(sandbox, 'maria');
    const company = await balanceCents(sandbox, 'company');
    const marias = await signedInPage(browser, sandbox, 'maria');
    await marias.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Pagamentos' }).click();
    await expect(marias).toHaveURL(/\/account\/transactions\/payment/);
    await marias.getByRole('textbox', { name: /^Linha digitável/ }).pressSequentially(slip.digitable_line!);
    const summary = marias.getByTestId('digitable-line-summary');
    await expect(summary).toContainText('Boleto bancário');
    await expect(summary).toContainText('R$ 123,45');
    await expect(summary).toContainText(dayAhead(20));
    await shoot(marias, '20-payment-slip-decoded');
    await marias.getByRole('button', { name: 'Continuar' }).click();

    const review = marias.getByRole('dialog', { name: 'Confira o pagamento' });
    await expect(review).toContainText('Padaria Pão Quente');
    await expect(review).toContainText('R$ 123,45');
    expect(await balanceCents(sandbox, 'maria')).toBe(maria); // created, nothing moved yet
    await shoot(marias, '21-payment-review');
    await review.getByRole('button', { name: 'Pagar' }).click();

    const approval = approvalDialog(marias);
    await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
    await shoot(marias, '22-payment-approval');
    await approval.getByRole('button', { name: 'Aprovar' }).click();

    const receipt = marias.getByRole('dialog', { name: 'Comprovante de pagamento' });
    await expect(receipt).toContainText('Concluído');
    await expect(receipt).toContainText('R$ 123,45');
    await shoot(marias, '23-payment-receipt');
    expect(await balanceCents(sandbox, 'maria')).toBe(maria - 12_345);
    expect((await latestPostings(sandbox, 'maria', 1))[0]).toMatchObject({ amount_cents: -12_345, entity: 'PAYMENT_BANK_SLIP' });
    await receipt.getByRole('button', { name: 'Concluir' }).click();
    await expect(receipt).toBeHidden();
    await marias.context().close();

    // The company sees the charge paid, and the credit less its R$ 2,50 fee (docs/sandbox-money.md).
    expect(await billingStatus(sandbox, slip.id)).toBe('PAID');
    expect(await balanceCents(sandbox, 'company')).toBe(company + 12_345 - 250);
    const credits = await latestPostings(sandbox, 'company', 2);
    expect(credits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount_cents: 12_345, entity: 'BILLING_BANK_SLIP' }),
        expect.objectContaining({ amount_cents: -250, entity: 'RECEIVE_FEE' }),
      ]),
    );
    await page.goto('/account/transactions/billing');
    const row = page.getByRole('row').filter({ hasText: 'Maria da Silva Souza' }).filter({ hasText: 'R$ 123,45' });
    await expect(row).toContainText('Pago');
    await expect(page.getByRole('list', { name: 'Cobranças por situação' })).toContainText('Pago');
    await shoot(page, '12-billings-list-paid');
  });

  test('a wrong digitable line names the failing check digit and creates nothing', async ({ page, signIn, sandbox }) => {
    const line = buildBankSlipLine({
      bankCode: '001',
      amountCents: 5_000,
      dueDate: new Date(Date.now() + 10 * 86_400_000),
      freeField: '0000001234567890123456717',
    }).line;
    const broken = line.slice(0, 20) + String((Number(line[20]) + 1) % 10) + line.slice(21);
    const before = await paymentCount(sandbox);
    const maria = await balanceCents(sandbox, 'maria');
    await signIn('maria', '/account/transactions/payment');
    const field = page.getByRole('textbox', { name: /^Linha digitável/ });
    await field.pressSequentially(broken);
    await expect(page.getByText('O dígito verificador do campo 2 não confere.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, '24-payment-wrong-line');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await paymentCount(sandbox)).toBe(before);
    expect(await balanceCents(sandbox, 'maria')).toBe(maria);
  });

  test("Maria pays the company's open QR-code charge by the key printed under it", async ({ page, signIn, sandbox }) => {
    const rows = await sandbox.ctx.db.query<{ id: string; qr_key: string; amount_cents: string | number }>(
      `select id, qr_key, amount_cents from billings where account_id = $1 and type = 'QRCODE' and status = 'ACTIVE' limit 1`,
      [demoHolder('company').accountId],
    );
    const charge = rows[0]!;
    const cents = Number(charge.amount_cents);
    const maria = await balanceCents(sandbox, 'maria');
    await signIn('maria', '/account/transactions/payment?tab=payment-qr-code-form');
    await page.getByRole('textbox', { name: /^Chave do QR Code/ }).fill(charge.qr_key.toLowerCase());
    await page.getByRole('button', { name: 'Continuar' }).click();
    const review = page.getByRole('dialog', { name: 'Confira o pagamento' });
    await expect(review).toContainText('Padaria Pão Quente');
    await expect(review).toContainText(charge.qr_key);
    await shoot(page, '28-payment-qr-review');
    await review.getByRole('button', { name: 'Pagar' }).click();
    const approval = approvalDialog(page);
    await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
    await approval.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByRole('dialog', { name: 'Comprovante de pagamento' })).toContainText('Concluído');
    expect(await balanceCents(sandbox, 'maria')).toBe(maria - cents);
    expect((await latestPostings(sandbox, 'maria', 1))[0]).toMatchObject({ amount_cents: -cents, entity: 'PAYMENT_QRCODE' });
    expect(await billingStatus(sandbox, charge.id)).toBe('PAID');
  });

  test('a payment left waiting is approved from the payments list', async ({ page, signIn, sandbox }) => {
    const line = buildBankSlipLine({
      bankCode: '001',
      amountCents: 4_321,
      dueDate: new Date(Date.now() + 10 * 86_400_000),
      freeField: '0000001234567890123456718',
    }).line;
    const maria = await balanceCents(sandbox, 'maria');
    await signIn('maria', '/account/transactions/payment');
    await page.getByRole('textbox', { name: /^Linha digitável/ }).fill(line);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const review = page.getByRole('dialog', { name: 'Confira o pagamento' });
    await expect(review).toContainText('R$ 43,21');
    await review.getByRole('button', { name: 'Fechar janela' }).click();

    await page.getByRole('tab', { name: 'Meus pagamentos' }).click();
    const row = page.getByRole('row').filter({ hasText: 'R$ 43,21' });
    await expect(row).toContainText('Criado');
    await shoot(page, '25-payments-list');
    await row.getByRole('button', { name: 'Aprovar' }).click();
    const approval = approvalDialog(page);
    await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
    await approval.getByRole('button', { name: 'Aprovar' }).click();
    await expect(row).toContainText('Concluído');
    expect(await balanceCents(sandbox, 'maria')).toBe(maria - 4_321);
    // Paid today to another bank: the list offers the same-day reverse.
    await expect(row.getByRole('button', { name: 'Estornar' })).toBeVisible();
  });
});
