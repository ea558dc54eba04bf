import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import { apiClient } from '../support/api-client.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { approvalDialog, balanceCents, latestPostings, typeOnVirtualKeyboard } from './support/money.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

test.describe('PIX by key', () => {
  test('Maria pays Ana by her e-mail key, sees who receives before the amount, and approves with her electronic password', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const maria = await balanceCents(sandbox, 'maria');
    const ana = await balanceCents(sandbox, 'ana');
    await signIn('maria');
    await menu(page).getByRole('link', { name: 'PIX' }).click();
    await page.getByRole('textbox', { name: 'Chave Pix' }).fill('ana@balcao.example');
    await page.getByRole('button', { name: 'Continuar' }).click();

    const amountStep = page.getByRole('dialog', { name: 'Pagar com Pix' });
    await expect(amountStep).toContainText('Ana Beatriz Costa');
    await expect(amountStep).toContainText('***.'); // DICT shows the tax id with asterisks
    await amountStep.getByRole('textbox', { name: 'Valor' }).fill('12,34');
    await amountStep.getByRole('button', { name: 'Revisar pagamento' }).click();

    const review = page.getByRole('dialog', { name: 'Confira os dados' });
    await expect(review).toContainText('R$ 12,34');
    await expect(review).not.toContainText('Agência'); // a PIX payer never sees the receiver's account
    expect(await balanceCents(sandbox, 'maria')).toBe(maria); // created, nothing moved yet
    await review.getByRole('button', { name: 'Confirmar' }).click();

    const approval = approvalDialog(page);
    await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
    await approval.getByRole('button', { name: 'Aprovar' }).click();

    const receipt = page.getByRole('dialog', { name: 'Comprovante de transferência' });
    await expect(receipt).toContainText('Concluído');
    await expect(receipt).toContainText('R$ 12,34');
    await expect(receipt).toContainText(/E999999172\d{11}/); // the end-to-end id of the sandbox bank's ISPB
    expect(await balanceCents(sandbox, 'maria')).toBe(maria - 1234);
    expect(await balanceCents(sandbox, 'ana')).toBe(ana + 1234);
    expect((await latestPostings(sandbox, 'maria', 1))[0]).toMatchObject({ amount_cents: -1234, entity: 'TRANSFER_PIX' });
    await receipt.getByRole('button', { name: 'Concluir' }).click();
    await expect(receipt).toBeHidden();
  });

  test('a key that is not a PIX key is refused under the field, before anything is sent', async ({ page, signIn, sandbox }) => {
    const before = await sandbox.ctx.db.query<{ count: string }>('select count(*) as count from transfers');
    await signIn('maria', '/account/pix');
    const key = page.getByRole('textbox', { name: 'Chave Pix' });
    await key.fill('123.456.789-00');
    await key.blur();
    await expect(page.getByText('Chave Pix inválida')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('dialog', { name: 'Pagar com Pix' })).toHaveCount(0);
    expect(await sandbox.ctx.db.query<{ count: string }>('select count(*) as count from transfers')).toEqual(before);
  });
});

test.describe('PIX keys', () => {
  test('Maria registers a random key, sees it listed as the bank made it, and deletes it after a confirmation', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const activeKeys = async () =>
      (
        await sandbox.ctx.db.query<{ type: string; key: string }>(
          'select type, key from pix_keys where account_id = $1 and deleted_at is null order by created_at',
          [demoHolder('maria').accountId],
        )
      ).map((row) => row.key);
    const before = await activeKeys();
    await signIn('maria', '/account/pix?tab=pix-keys');
    await page.getByRole('button', { name: 'Cadastrar chave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastrar chave Pix' });
    await dialog.getByRole('combobox', { name: 'Tipo de chave' }).selectOption('EVP');
    await expect(dialog.getByRole('textbox', { name: 'Chave' })).toHaveCount(0); // the bank makes the random key
    await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(page.getByText('Chave Pix cadastrada.')).toBeVisible();

    const after = await activeKeys();
    expect(after).toHaveLength(before.length + 1);
    const made = after.find((key) => !before.includes(key))!;
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const row = page.locator('.grid-table tbody tr').filter({ hasText: made });
    await expect(row).toContainText('Chave aleatória');

    await row.getByRole('button', { name: 'Excluir' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Ela ficará livre para ser cadastrada por outra pessoa.' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
    expect(await activeKeys()).toEqual(before);
  });
});

test.describe('PIX by QR code', () => {
  test('Maria pays the company\'s static charge from a picture of its QR code', async ({ page, signIn, sandbox }) => {
    // The company shows Maria a QR code; she takes a picture of it.
    const api = apiClient(sandbox.url);
    const company = (await api.signIn('company')).body.access_token;
    const issued = await api.call<{ id: string; metadata: { emv: string } }>('POST', '/api/Transactions/Billings/PIX/Static', {
      token: company,
      json: { accountId: demoHolder('company').accountId, amount: 7.25, description: 'Café e pão de queijo' },
    });
    expect(issued.status).toBe(200);
    const emv = issued.body.metadata.emv;
    const picture = await QRCode.toBuffer(emv, { type: 'png', width: 480, margin: 4 });
    const [maria, companyBalance] = [await balanceCents(sandbox, 'maria'), await balanceCents(sandbox, 'company')];

    await signIn('maria', '/account/pix?tab=payment-pix-code-form');
    const code = page.getByRole('textbox', { name: /^Código Pix copia e cola/ });
    await expect(code).toBeEmpty();
    await page.locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
    await expect(code).toHaveValue(emv);
    await page.getByRole('button', { name: 'Continuar' }).click();

    const review = page.getByRole('dialog', { name: 'Confira o Pix' });
    await expect(review).toContainText('Padaria Pão Quente');
    await expect(review).toContainText('R$ 7,25');
    await review.getByRole('button', { name: 'Pagar' }).click();
    const approval = approvalDialog(page);
    await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
    await approval.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByRole('dialog', { name: 'Comprovante de pagamento' })).toContainText('Concluído');

    expect(await balanceCents(sandbox, 'maria')).toBe(maria - 725);
    expect(await balanceCents(sandbox, 'company')).toBeGreaterThan(companyBalance);
    const rows = await sandbox.ctx.db.query<{ status: string }>('select status from billings where id = $1', [issued.body.id]);
    expect(rows[0]!.status).toBe('PAID');
  });

  test('a picture without a PIX QR code says so and fills nothing', async ({ page, signIn }) => {
    const picture = await QRCode.toBuffer('https://balcao.example/não-é-pix', { type: 'png', width: 320 });
    await signIn('maria', '/account/pix?tab=payment-pix-code-form');
    await page.locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByText('Não encontramos um QR Code Pix nesta imagem.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Código Pix copia e cola/ })).toBeEmpty();
  });
});
