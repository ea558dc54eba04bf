import type { Page } from '@playwright/test';
import { writeRemittance } from '../../src/sandbox/partner-files/cnab240.ts';
import { verifyDelivery } from '../../src/sandbox/webhooks/signature.ts';
import { apiClient } from '../support/api-client.ts';
import { startWebhookListener } from '../support/webhook-listener.ts';
import { seriousViolations } from './support/axe.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });
const shots = process.env.E2E_SCREENSHOTS;

/** Screenshots of the page at the two widths we look at, when E2E_SCREENSHOTS names a folder. */
async function capture(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('company services', () => {
  test('joao makes an API credential, uses it with client_credentials, deletes it and sees it refused', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const api = apiClient(sandbox.url);
    const grant = (clientId: string, clientSecret: string) =>
      api.call<{ access_token: string }>('POST', '/api/Authentication/Token', {
        form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
      });
    await signIn('company');
    await expect(menu(page).getByText('API', { exact: true })).toBeVisible();
    await menu(page).getByRole('link', { name: 'Credenciais' }).click();
    const list = page.locator('[data-screen="credentials-list"]');
    await expect(list).toContainText('pao-quente-api');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Nova credencial' }).click();
    await page.getByRole('dialog', { name: 'Nova credencial' }).getByRole('textbox', { name: 'Nome' }).fill('Loja virtual');
    await page.getByRole('button', { name: 'Criar credencial' }).click();

    const created = page.getByRole('dialog', { name: 'Credencial criada' });
    await expect(created).toContainText('Loja virtual');
    const clientId = (await created.locator('dd').nth(1).innerText()).trim();
    const clientSecret = (await created.locator('dd').nth(2).innerText()).trim();
    expect(clientId).toMatch(/^bc_[0-9a-f]{24}$/);
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'credential-secret');
    await created.getByRole('button', { name: 'Já guardei o secret' }).click();
    await expect(created).toBeHidden();

    const granted = await grant(clientId, clientSecret);
    expect(granted.status).toBe(200);
    const balance = await api.call('GET', `/api/Accounts/${demoHolder('company').accountId}/Balance`, {
      token: granted.body.access_token,
    });
    expect(balance.status).toBe(200);

    const row = list.getByRole('row').filter({ hasText: 'Loja virtual' });
    await expect(row).toContainText(clientId);
    await capture(page, 'credentials');
    await row.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(list).not.toContainText('Loja virtual');
    expect((await grant(clientId, clientSecret)).status).toBe(401);
    const afterDelete = await api.call('GET', `/api/Accounts/${demoHolder('company').accountId}/Balance`, {
      token: granted.body.access_token,
    });
    expect(afterDelete.status).toBe(401);
  });

  test('a PIX to the company is delivered to its webhook, signed, and retried after the listener first answers 500', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const listener = await startWebhookListener();
    try {
      listener.answers.push(500);
      await signIn('company', '/account/webhooks');
      const row = page.getByRole('row').filter({ hasText: 'Lançamentos do extrato' });
      await row.getByRole('button', { name: 'Editar' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar webhook' });
      await edit.getByRole('textbox', { name: 'URL' }).fill(listener.url);
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await expect(edit).toBeHidden();
      await expect(row).toContainText(listener.url);

      const api = apiClient(sandbox.url);
      const maria = (await api.signIn('maria')).body.access_token;
      const pix = await api.call<{ id: string }>('POST', '/api/Transactions/Transfers/PIX', {
        token: maria,
        json: { accountId: demoHolder('maria').accountId, key: '11222333000181', amount: 8.9, description: 'Pão francês' },
      });
      const approved = await api.call<{ status: string }>('POST', `/api/Transactions/Transfers/${pix.body.id}/Approval`, {
        token: maria,
        json: { approved: true, password: demoHolder('maria').operator.password },
      });
      expect(approved.body.status).toBe('COMPLETED');

      await expect.poll(() => listener.received.length, { timeout: 15_000 }).toBe(2);
      const [first, retry] = listener.received;
      expect(retry!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
      const company = (await api.signIn('company')).body.access_token;
      const hooks = await api.call<{ items: { type: string; signingSecret: string }[] }>(
        'GET',
        `/api/Accounts/${demoHolder('company').accountId}/Webhooks`,
        { token: company },
      );
      const secret = hooks.body.items.find((item) => item.type === 'TRANSACTION')!.signingSecret;
      const signed = {
        id: String(retry!.headers['webhook-id']),
        timestamp: String(retry!.headers['webhook-timestamp']),
        signature: String(retry!.headers['webhook-signature']),
      };
      expect(verifyDelivery(secret, signed, retry!.body, Math.floor(Date.now() / 1000))).toBe(true);
      expect(JSON.parse(retry!.body)).toMatchObject({ type: 'AccountTransaction', data: { transaction: { amount: 8.9 } } });

      await row.getByRole('button', { name: 'Entregas' }).click();
      const log = page.getByRole('dialog', { name: 'Entregas do webhook' });
      const delivery = log.getByRole('row').filter({ hasText: signed.id });
      await expect(delivery).toContainText('Entregue');
      await expect(delivery).toContainText('2');
      expect(await seriousViolations(page)).toEqual([]);
      await capture(page, 'webhook-deliveries');
    } finally {
      await listener.close();
    }
  });

  test('a CNAB 240 file creates the transfers it lists; a malformed one is refused naming its line and field', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const company = {
      bank: '999',
      taxId: '11222333000181',
      name: 'PADARIA PAO QUENTE',
      branch: '0001',
      account: '65432',
      accountDigit: '1',
    };
    const payment = {
      chamber: '000' as const,
      bank: '999',
      branch: '0001',
      name: '',
      taxId: null,
      yourNumber: '',
      date: '2026-12-01',
      information: '',
    };
    const file = writeRemittance(
      company,
      [
        {
          ...payment,
          account: '12345',
          accountDigit: '6',
          name: 'MARIA DA SILVA SOUZA',
          amountCents: 4321,
          information: 'FARINHA LOTE 7',
        },
        {
          ...payment,
          account: '77777',
          accountDigit: '7',
          name: 'ANA BEATRIZ COSTA',
          amountCents: 1999,
          information: 'FRETE NOVEMBRO',
        },
      ],
      new Date(),
    );
    await signIn('company', '/account/credentials');
    const files = page.locator('[data-screen="partner-files"]');
    await files.getByRole('button', { name: 'Enviar arquivo' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar arquivo' });
    const broken = file.split('\r\n');
    broken[2] = broken[2]!.slice(0, 119) + '0000000000X0000' + broken[2]!.slice(134);
    await send.getByLabel('Arquivo de remessa CNAB 240').setInputFiles({
      name: 'errada.rem',
      mimeType: 'text/plain',
      buffer: Buffer.from(broken.join('\r\n'), 'latin1'),
    });
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Linha 3, campo Valor do pagamento (posições 120–134)')).toBeVisible();
    expect(await sandbox.ctx.db.query('select id from partner_files')).toEqual([]);
    await capture(page, 'partner-file-refused');
    await page.keyboard.press('Escape');

    await send.getByLabel('Arquivo de remessa CNAB 240').setInputFiles({
      name: 'remessa-dezembro.rem',
      mimeType: 'text/plain',
      buffer: Buffer.from(file, 'latin1'),
    });
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(send).toBeHidden();
    const row = files.getByRole('row').filter({ hasText: 'remessa-dezembro.rem' });
    await expect(row).toContainText('Processado');
    await expect(row).toContainText('R$ 63,20');
    await capture(page, 'partner-files');

    const made = await sandbox.ctx.db.query<{ status: string; amount_cents: number; description: string }>(
      `select status, amount_cents, description from transfers where description in ('FARINHA LOTE 7', 'FRETE NOVEMBRO') order by amount_cents`,
    );
    expect(made).toEqual([
      { status: 'CREATED', amount_cents: 1999, description: 'FRETE NOVEMBRO' },
      { status: 'CREATED', amount_cents: 4321, description: 'FARINHA LOTE 7' },
    ]);
    await files.getByRole('button', { name: 'Aprovar transferências' }).click();
    await expect(page).toHaveURL(/\/account\/transactions\/transfer/);
  });

  test('Maria, without the API feature, sees no API entries and is refused by the API', async ({ page, signIn, sandbox }) => {
    await signIn('maria');
    await expect(menu(page).getByRole('link', { name: 'Extrato' })).toBeVisible();
    await expect(menu(page).getByText('API', { exact: true })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: 'Credenciais' })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    await page.goto('/account/webhooks');
    await expect(page).toHaveURL(/\/account\/home/);
    const api = apiClient(sandbox.url);
    const token = (await api.signIn('maria')).body.access_token;
    const refused = await api.call<{ errors: { errorCode: string }[] }>(
      'GET',
      `/api/Accounts/${demoHolder('maria').accountId}/Credentials`,
      {
        token,
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.errorCode).toBe('AP10001');
  });
});
