import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  startDeliveryWorker,
  backoffSeconds,
  deliveryWorkerOf,
  type DeliveryWorker,
} from '../../src/sandbox/webhooks/delivery-worker.ts';
import { verifyDelivery } from '../../src/sandbox/webhooks/signature.ts';
import { guardedLookup, webhookUrlRefusal } from '../../src/sandbox/webhooks/url-rules.ts';
import { DEMO_API_CLIENT } from '../../src/sandbox/seed/demo-data.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type MoneyBank } from './money-harness.ts';
import { startWebhookListener, type WebhookListener } from '../support/webhook-listener.ts';

/** Company services over HTTP: API credentials, webhooks (their rules, CA and real deliveries), access. */
describe.each(backendsOf(import.meta.url))('company services on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let listener: WebhookListener;
  let company: string;
  let restarted: DeliveryWorker | undefined;
  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    listener = await startWebhookListener();
    company = bank.accountOf('company');
  });
  afterAll(async () => {
    await restarted?.stop();
    await listener.close();
    await bank.close();
  });

  const tokenForm = (clientId: string, clientSecret: string) =>
    fetch(`${bank.sandbox.url}/api/Authentication/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });

  test('a credential made by the holder grants tokens at once, and once deleted grants nothing and its tokens stop', async () => {
    const made = await bank.call('POST', `/api/Accounts/${company}/Credentials`, { as: 'company', json: { name: 'ERP' } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'ERP', accountId: company, createdBy: expect.any(String) });
    expect(made.body.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await bank.call('GET', `/api/Accounts/${company}/Credentials`, { as: 'company' });
    const entry = listed.body.items.find((item: { id: string }) => item.id === made.body.id);
    expect(entry).toMatchObject({ clientId: made.body.clientId, name: 'ERP' });
    expect(entry).not.toHaveProperty('clientSecret');
    const [stored] = await bank.sandbox.ctx.db.query<{ secret_hash: string }>(
      'select secret_hash from api_clients where id = $1',
      [made.body.id],
    );
    expect(stored!.secret_hash).toMatch(/^scrypt\$/);
    expect(stored!.secret_hash).not.toContain(made.body.clientSecret);

    const granted = await tokenForm(made.body.clientId, made.body.clientSecret);
    expect(granted.status).toBe(200);
    const token = ((await granted.json()) as { access_token: string }).access_token;
    expect((await bank.call('GET', `/api/Accounts/${company}/Balance`, { token })).status).toBe(200);
    // An API client may not make or delete credentials.
    expect((await bank.call('POST', `/api/Accounts/${company}/Credentials`, { token, json: { name: 'x' } })).status).toBe(403);

    expect((await bank.call('DELETE', `/api/Accounts/Credentials/${made.body.id}`, { as: 'company' })).status).toBe(204);
    expect((await bank.call('GET', `/api/Accounts/${company}/Balance`, { token })).status).toBe(401);
    expect((await tokenForm(made.body.clientId, made.body.clientSecret)).status).toBe(401);
    expect(
      (await bank.call('DELETE', `/api/Accounts/Credentials/${made.body.id}`, { as: 'company' })).body.errors[0].errorCode,
    ).toBe('AP10002');
    // The seeded credential is untouched.
    expect((await tokenForm(DEMO_API_CLIENT.clientId, DEMO_API_CLIENT.clientSecret)).status).toBe(200);
  });

  test('an account without the API feature is refused every company-services call', async () => {
    const maria = bank.accountOf('maria');
    for (const [method, path] of [
      ['GET', `/api/Accounts/${maria}/Credentials`],
      ['GET', `/api/Accounts/${maria}/Webhooks`],
      ['GET', `/api/Accounts/${maria}/Webhooks/Certificate/Download`],
      ['GET', `/api/Accounts/${maria}/Files/Partner`],
    ] as const) {
      const answer = await bank.call(method, path, { as: 'maria' });
      expect(answer.status, path).toBe(403);
      expect(answer.body.errors[0].errorCode).toBe('AP10001');
    }
    // Another account's id is not found, as everywhere.
    expect((await bank.call('GET', `/api/Accounts/${company}/Webhooks`, { as: 'maria' })).status).toBe(404);
  });

  const webhookOf = async (type: string) =>
    (await bank.call('GET', `/api/Accounts/${company}/Webhooks`, { as: 'company' })).body.items.find(
      (item: { type: string }) => item.type === type,
    );
  const setWebhook = (id: string, url: string, extra: object = {}) =>
    bank.call('PUT', `/api/Accounts/Webhooks/${id}`, {
      as: 'company',
      json: { type: 'TRANSACTION', url, mTLS: false, isActive: true, ...extra },
    });

  test('webhook addresses: https, loopback http in test mode, never a private or link-local address', async () => {
    const hook = await webhookOf('TRANSACTION');
    expect(hook).toMatchObject({ url: null, isActive: true, mTLS: false });
    expect(hook.signingSecret).toMatch(/^whsec_/);
    for (const url of [
      'http://10.0.0.8/hook',
      'https://192.168.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/hook',
      'https://[::ffff:10.1.2.3]/hook',
      'http://example.com/hook',
      'ftp://127.0.0.1/hook',
      'https://user:pass@example.com/hook',
      'not a url',
    ]) {
      const answer = await setWebhook(hook.id, url);
      expect(answer.status, url).toBe(422);
      expect(answer.body.errors[0].errorCode).toBe('AP10004');
    }
    expect((await setWebhook(hook.id, 'https://hooks.example.com/balcao')).status).toBe(200);
    expect((await setWebhook(hook.id, 'http://localhost:9/hook')).status).toBe(200);
    expect((await setWebhook(hook.id, '')).body.url).toBeNull();

    // Production mode: https to public addresses only; a name that resolves inward is refused at connect time.
    expect(webhookUrlRefusal('http://127.0.0.1:8080/hook', 'production')).toBe('HTTP_NOT_LOOPBACK');
    expect(webhookUrlRefusal('https://localhost/hook', 'production')).toBe('PRIVATE_ADDRESS');
    expect(webhookUrlRefusal('https://[::1]/hook', 'production')).toBe('PRIVATE_ADDRESS');
    expect(webhookUrlRefusal('https://100.64.0.1/hook', 'production')).toBe('PRIVATE_ADDRESS');
    expect(webhookUrlRefusal('https://203.0.113.9/hook', 'production')).toBe('PRIVATE_ADDRESS');
    expect(webhookUrlRefusal('https://8.8.8.8/hook', 'production')).toBeNull();
    expect(webhookUrlRefusal('https://hooks.example.com/hook', 'production')).toBeNull();
    const lookupError = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup('production')('localhost', {}, ((error: NodeJS.ErrnoException | null) => resolve(error)) as never),
    );
    expect(lookupError?.code).toBe('EWEBHOOKADDRESS');
  });

  test("the certificate download is the sandbox CA's X.509 certificate", async () => {
    const answer = await bank.call('GET', `/api/Accounts/${company}/Webhooks/Certificate/Download`, { as: 'company' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/x-pem-file');
    const ca = new X509Certificate(answer.body as string);
    expect(ca.ca).toBe(true);
    expect(ca.subject).toContain('CN=Balcao Sandbox Webhook CA');
    expect(ca.verify(ca.publicKey)).toBe(true);
    const [row] = await bank.sandbox.ctx.db.query<{ value: string }>(
      `select value from sandbox_settings where key = 'webhook_ca'`,
    );
    const client = new X509Certificate((JSON.parse(row!.value) as { clientPem: string }).clientPem);
    expect(client.checkIssued(ca)).toBe(true);
    expect(client.verify(ca.publicKey)).toBe(true);
    expect(client.ca).toBe(false);
  });

  const pixToCompany = async (amount: number) => {
    const created = await bank.call('POST', '/api/Transactions/Transfers/PIX', {
      as: 'maria',
      json: { accountId: bank.accountOf('maria'), key: '11222333000181', amount, description: 'Pão' },
    });
    expect(created.status).toBe(200);
    const approved = await bank.call('POST', `/api/Transactions/Transfers/${created.body.id}/Approval`, {
      as: 'maria',
      json: { approved: true, password: '246810' },
    });
    expect(approved.body.status).toBe('COMPLETED');
  };
  const deliveriesOf = async (id: string) =>
    (await bank.call('GET', `/api/Accounts/Webhooks/${id}/Deliveries`, { as: 'company' })).body.items as {
      id: string;
      status: string;
      attempts: number;
      lastStatusCode: number | null;
      lastAttemptAt: string | null;
      nextAttemptAt: string | null;
    }[];

  test('a PIX received is delivered signed, retried with backoff after a 500, with one id on every attempt', async () => {
    const hook = await webhookOf('TRANSACTION');
    expect((await setWebhook(hook.id, listener.url)).status).toBe(200);
    listener.received.length = 0;
    listener.answers.push(500);
    await pixToCompany(12.34);
    await vi.waitFor(() => expect(listener.received.length).toBeGreaterThanOrEqual(1), { timeout: 15_000, interval: 20 });
    await vi.waitFor(
      async () => {
        const [first] = await deliveriesOf(hook.id);
        expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500 });
        expect(Date.parse(first!.nextAttemptAt!) - Date.parse(first!.lastAttemptAt!)).toBeGreaterThanOrEqual(1000);
      },
      { timeout: 15_000, interval: 20 },
    );
    await vi.waitFor(() => expect(listener.received.length).toBe(2), { timeout: 15_000, interval: 20 });
    const [failed, retried] = listener.received;
    expect(retried!.headers['webhook-id']).toBe(failed!.headers['webhook-id']);
    expect(retried!.body).toBe(failed!.body);
    const now = Math.floor(bank.sandbox.ctx.clock.now().getTime() / 1000);
    const headers = {
      id: String(retried!.headers['webhook-id']),
      timestamp: String(retried!.headers['webhook-timestamp']),
      signature: String(retried!.headers['webhook-signature']),
    };
    expect(verifyDelivery(hook.signingSecret, headers, retried!.body, now)).toBe(true);
    expect(verifyDelivery(hook.signingSecret, headers, retried!.body.replace('12.34', '99.99'), now)).toBe(false);
    expect(verifyDelivery('whsec_' + Buffer.from('another').toString('base64'), headers, retried!.body, now)).toBe(false);
    const body = JSON.parse(retried!.body);
    expect(body).toMatchObject({ id: headers.id, type: 'AccountTransaction', accountId: company });
    expect(body.data.transaction).toMatchObject({ amount: 12.34, accountId: company });
    await vi.waitFor(
      async () =>
        expect((await deliveriesOf(hook.id))[0]).toMatchObject({ status: 'DELIVERED', attempts: 2, lastStatusCode: 200 }),
      {
        timeout: 15_000,
        interval: 20,
      },
    );
  });

  test('the wait between attempts doubles from one second up to five minutes', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 20].map(backoffSeconds)).toEqual([1, 2, 4, 8, 16, 256, 300, 300]);
  });

  test("an account's events arrive in order: a later event waits while an earlier one is being retried", async () => {
    const hook = await webhookOf('TRANSACTION');
    listener.received.length = 0;
    listener.answers.push(503, 503);
    await pixToCompany(1.01);
    await pixToCompany(1.02);
    await pixToCompany(1.03);
    await vi.waitFor(() => expect(new Set(listener.received.map((item) => item.headers['webhook-id'])).size).toBe(3), {
      timeout: 20_000,
      interval: 20,
    });
    await vi.waitFor(() => expect(listener.received.length).toBe(5), { timeout: 20_000, interval: 20 });
    const amounts = listener.received.map((item) => JSON.parse(item.body).data.transaction.amount);
    expect(amounts).toEqual([1.01, 1.01, 1.01, 1.02, 1.03]);
    const log = await deliveriesOf(hook.id);
    expect(log.slice(0, 3).map((item) => item.attempts)).toEqual([1, 1, 3]);
  });

  test('several workers on one bank deliver each event once (claims skip locked rows, and hold a lease)', async () => {
    const hook = await webhookOf('TRANSACTION');
    const ctx = bank.sandbox.ctx;
    const own = deliveryWorkerOf(ctx)!;
    await own.stop();
    const log = { warn: () => undefined };
    const workers = [startDeliveryWorker(ctx, log), startDeliveryWorker(ctx, log), startDeliveryWorker(ctx, log)];
    listener.received.length = 0;
    await pixToCompany(2.01);
    await pixToCompany(2.02);
    await Promise.all(workers.map((worker) => worker.runOnce()));
    await Promise.all(workers.map((worker) => worker.runOnce()));
    await vi.waitFor(
      async () =>
        expect((await deliveriesOf(hook.id)).slice(0, 2).map((item) => item.status)).toEqual(['DELIVERED', 'DELIVERED']),
      {
        timeout: 15_000,
        interval: 20,
      },
    );
    expect(listener.received.map((item) => JSON.parse(item.body).data.transaction.amount)).toEqual([2.01, 2.02]);
    await Promise.all(workers.map((worker) => worker.stop()));
    restarted = startDeliveryWorker(ctx, log);
  });

  test('turning a webhook off cancels what waits and delivers nothing more', async () => {
    const hook = await webhookOf('TRANSACTION');
    listener.received.length = 0;
    listener.answers.push(500);
    await pixToCompany(3.01);
    await vi.waitFor(() => expect(listener.received.length).toBe(1), { timeout: 15_000, interval: 20 });
    expect((await setWebhook(hook.id, listener.url, { isActive: false })).status).toBe(200);
    const [latest] = await deliveriesOf(hook.id);
    expect(latest!.status).toBe('CANCELED');
    await pixToCompany(3.02);
    const [count] = await bank.sandbox.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from webhook_events where webhook_id = $1 and status = 'PENDING'`,
      [hook.id],
    );
    expect(count!.n).toBe(0);
  });

  test("a charge paid by PIX reaches the PIX webhook in BACEN's shape, and the billing webhook hears it made and paid", async () => {
    const pixHook = await webhookOf('PIX');
    const billingHook = await webhookOf('BILLING');
    expect((await setWebhook(pixHook.id, listener.url, { type: 'PIX' })).status).toBe(200);
    expect((await setWebhook(billingHook.id, listener.url, { type: 'BILLING' })).status).toBe(200);
    listener.received.length = 0;
    const charge = await bank.call('POST', '/api/Transactions/Billings/PIX/Static', {
      as: 'company',
      json: { accountId: company, amount: 15.5, key: '11222333000181' },
    });
    expect(charge.status).toBe(200);
    const payment = await bank.call('POST', '/api/Transactions/Payments/PIX/Pay', {
      as: 'maria',
      json: { accountId: bank.accountOf('maria'), emv: charge.body.metadata.emv },
    });
    const paid = await bank.call('POST', `/api/Transactions/Payments/${payment.body.id}/Approval`, {
      as: 'maria',
      json: { approved: true, password: '246810' },
    });
    expect(paid.body.status).toBe('COMPLETED');
    await vi.waitFor(() => expect(listener.received.length).toBe(3), { timeout: 15_000, interval: 20 });
    const byType = (type: string) =>
      listener.received.filter((item) => item.headers['webhook-type'] === type).map((item) => JSON.parse(item.body));
    expect(byType('BILLING').map((body) => [body.type, body.data.billing.status])).toEqual([
      ['AccountBilling', 'ACTIVE'],
      ['AccountBilling', 'PAID'],
    ]);
    const [bacen] = byType('PIX');
    expect(bacen).toEqual({
      pix: [
        {
          endToEndId: expect.stringMatching(/^E/),
          txid: expect.any(String),
          valor: '15.50',
          horario: expect.any(String),
        },
      ],
    });
    const [stored] = await bank.sandbox.ctx.db.query<{ txid: string }>('select txid from billings where id = $1', [
      charge.body.id,
    ]);
    expect(bacen.pix[0].txid).toBe(stored!.txid);
  });
});
