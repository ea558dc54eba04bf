import { demoHolder, expect, test } from './support/fixtures.ts';
import { approvalDialog, balanceCents, latestPostings, typeOnVirtualKeyboard } from './support/money.ts';
import { billingRow, billingStatus, nextBillingId, shoot, signedInPage } from './support/money-screens.ts';

test.describe('charges', () => {
  // Two people, two browsers and a screenshot of each step at two widths: longer than a single-screen test.
  test.describe.configure({ timeout: 180_000 });
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a static PIX charge issued on screen is paid by another account with PIX copy and paste', async ({
    page,
    browser,
    signIn,
    sandbox,
  }) => {
    await signIn('company');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Cobranças' }).click();
    await expect(page).toHaveURL(/\/account\/transactions\/billing/);
    await expect(page.getByRole('list', { name: 'Cobranças por situação' })).toBeVisible();
    await shoot(page, '13-billings-list');
    await page.getByRole('tab', { name: 'Pix estático' }).click();
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('58,90');
    await page.getByRole('textbox', { name: /^Descrição/ }).fill('Encomenda de pães');
    const created = nextBillingId(page);
    await page.getByRole('button', { name: 'Emitir cobrança' }).click();

    const view = page.getByRole('dialog', { name: 'Cobrança' });
    await expect(view).toContainText('R$ 58,90');
    await expect(view.getByRole('img', { name: 'QR Code' })).toHaveAttribute('src', /^blob:/);
    const charge = await billingRow(sandbox, await created);
    expect(charge).toMatchObject({ type: 'PIX_STATIC', status: 'ACTIVE' });
    await expect(view).toContainText(charge.emv!);
    await expect(view).not.toContainText('Vencimento'); // a static charge has no due date
    await view.getByRole('button', { name: 'Copiar código Pix' }).click();
    await expect(page.getByText('Copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(charge.emv);
    await shoot(page, '14-billing-pix-view');
    await view.getByRole('button', { name: 'Fechar', exact: true }).click();

    // Ana pays it by pasting the code.
    const ana = await balanceCents(sandbox, 'ana');
    const company = await balanceCents(sandbox, 'company');
    const anas = await signedInPage(browser, sandbox, 'ana');
    await anas.goto('/account/transactions/payment?tab=payment-pix-code-form');
    await anas.getByRole('textbox', { name: /^Código Pix copia e cola/ }).fill(charge.emv!);
    await anas.getByRole('button', { name: 'Continuar' }).click();
    const review = anas.getByRole('dialog', { name: 'Confira o Pix' });
    await expect(review).toContainText('Padaria Pão Quente');
    await expect(review).toContainText('R$ 58,90');
    await expect(review).toContainText('Ativo');
    await shoot(anas, '26-payment-pix-review');
    expect(await balanceCents(sandbox, 'ana')).toBe(ana);
    await review.getByRole('button', { name: 'Pagar' }).click();

    const approval = approvalDialog(anas);
    await typeOnVirtualKeyboard(approval, demoHolder('ana').operator.password);
    await approval.getByRole('button', { name: 'Aprovar' }).click();
    const receipt = anas.getByRole('dialog', { name: 'Comprovante de pagamento' });
    await expect(receipt).toContainText('Concluído');
    await expect(receipt).toContainText('R$ 58,90');
    await shoot(anas, '27-payment-pix-receipt');
    await receipt.getByRole('button', { name: 'Concluir' }).click();
    await anas.context().close();

    expect(await balanceCents(sandbox, 'ana')).toBe(ana - 5_890);
    expect((await latestPostings(sandbox, 'ana', 1))[0]).toMatchObject({ amount_cents: -5_890, entity: 'PAYMENT_PIX' });
    expect(await billingStatus(sandbox, charge.id)).toBe('PAID');
    // The company receives it less its 0,99% fee on PIX charges (58 cents, rounded half up).
    expect(await balanceCents(sandbox, 'company')).toBe(company + 5_890 - 58);
    expect(await latestPostings(sandbox, 'company', 2)).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount_cents: 5_890, entity: 'BILLING_PIX' })]),
    );
  });

  test('an open charge is cancelled after a confirmation and can no longer be paid', async ({ page, signIn, sandbox }) => {
    await signIn('company', '/account/transactions/billing?tab=billing-qr-code-form');
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('77,10');
    const created = nextBillingId(page);
    await page.getByRole('button', { name: 'Emitir cobrança' }).click();
    const view = page.getByRole('dialog', { name: 'Cobrança' });
    await expect(view.getByRole('img', { name: 'QR Code' })).toHaveAttribute('src', /^blob:/);
    await shoot(page, '15-billing-qr-view');
    const charge = await billingRow(sandbox, await created);
    await view.getByRole('button', { name: 'Cancelar cobrança' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar cobrança' }).last().click();
    await expect(view).toBeHidden();
    expect(await billingStatus(sandbox, charge.id)).toBe('CANCELED');
  });
});
