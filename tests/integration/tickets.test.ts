import { connect } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Ticket } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';
import { rawConnect } from './hub/harness.ts';

type ErrorList = { errors: { message: string; errorCode: string }[] };

describe.each(backendsOf(import.meta.url))('tickets in URLs instead of the session token, on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  const ticket = async (token: string, purpose: 'hub' | 'file') =>
    (await api.call<Ticket>('POST', '/api/Authentication/Tickets', { token, json: { purpose } })).body.ticket;
  const connectWith = (value: string) =>
    new HubConnectionBuilder()
      .withUrl(`${sandbox.url}/hub/Notification`, {
        accessTokenFactory: () => value,
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();

  test('a hub ticket opens one connection and only one', async () => {
    const token = (await api.signIn('maria')).body.access_token;
    const value = await ticket(token, 'hub');
    expect(value).toMatch(/^tk_/);
    const first = connectWith(value);
    await first.start();
    await first.stop();
    await expect(connectWith(value).start()).rejects.toThrow();
  });

  test('a ticket stops working after 60 seconds by the sandbox clock', async () => {
    const value = await ticket((await api.signIn('maria')).body.access_token, 'hub');
    sandbox.ctx.clock.advance(61);
    try {
      await expect(connectWith(value).start()).rejects.toThrow();
    } finally {
      sandbox.ctx.clock.reset();
    }
  });

  test('a ticket for files does not open the hub, and no ticket outlives its session', async () => {
    const token = (await api.signIn('ana')).body.access_token;
    await expect(connectWith(await ticket(token, 'file')).start()).rejects.toThrow();
    const value = await ticket(token, 'hub');
    await api.call('POST', '/api/Authentication/SignOut', { token });
    await expect(connectWith(value).start()).rejects.toThrow();
  });

  test('a ticket is asked for with a session, never without one', async () => {
    const answer = await api.call('POST', '/api/Authentication/Tickets', { json: { purpose: 'hub' } });
    expect(answer.status).toBe(401);
  });

  test('no address takes the session token: access_token in a query string is refused everywhere', async () => {
    const token = (await api.signIn('maria')).body.access_token;
    const accountId = holderOf('maria').accountId;
    const charge = async (kind: string, body: object) =>
      (await api.call<{ id: string }>('POST', `/api/Transactions/Billings/${kind}`, { token, json: { accountId, ...body } })).body
        .id;
    const qr = await charge('QrCode', { amount: 12.5 });
    const pix = await charge('PIX/Dynamic', { amount: 12.5 });
    const slip = await charge('BankSlip', {
      amount: 12.5,
      dueDate: '2099-1-10',
      drawee: { name: 'Ana Beatriz Costa', taxId: '390.533.447-05' },
    });
    await api.call('POST', '/api/Authentication/User/A2F', { token });
    const query = `access_token=${encodeURIComponent(token)}`;
    for (const [method, path] of [
      ['GET', `/api/Transactions/Billings/${qr}/QrCode/PNG/256`],
      ['GET', `/api/Transactions/Billings/${pix}/PIX/PNG/256`],
      ['GET', `/api/Transactions/Billings/${slip}/BankSlip/PDF`],
      ['GET', '/api/Authentication/User/A2F/PNG/200'],
      ['GET', `/api/Accounts/${accountId}/Balance`],
      ['POST', '/hub/Notification/negotiate?negotiateVersion=1'],
    ] as const) {
      const url = `${sandbox.url}${path}${path.includes('?') ? '&' : '?'}${query}`;
      for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
        const answer = await fetch(url, { method, headers });
        const label = `${method} ${path} ${Object.keys(headers).join()}`;
        expect(answer.status, label).toBe(400);
        expect(await answer.json(), label).toEqual({ errors: [{ message: expect.any(String), errorCode: 'AU10020' }] });
      }
    }
    await expect(rawConnect(`${sandbox.url}/hub/Notification?${query}`)).rejects.toThrow('400');
    // The refused upgrade's connection is closed by the sandbox, or the sandbox could not shut down.
    const upgrade = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(sandbox.url).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.write(
        `GET /hub/Notification?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      setTimeout(() => {
        socket.destroy();
        resolve(`still open after 5 s: ${answer}`);
      }, 5000);
    });
    expect(upgrade).toMatch(/^HTTP\/1\.1 400 /);
  });

  test('the images and the bank slip open with a single-use file ticket instead', async () => {
    const token = (await api.signIn('maria')).body.access_token;
    const accountId = holderOf('maria').accountId;
    const qr = (
      await api.call<{ id: string }>('POST', '/api/Transactions/Billings/QrCode', { token, json: { accountId, amount: 3 } })
    ).body.id;
    const url = async () => `${sandbox.url}/api/Transactions/Billings/${qr}/QrCode/PNG/128?ticket=${await ticket(token, 'file')}`;
    const once = await url();
    const image = await fetch(once);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const again = await fetch(once);
    expect(again.status).toBe(401);
    expect(((await again.json()) as ErrorList).errors[0]!.errorCode).toBe('AU10003');
    // A hub ticket is not a file ticket, and another holder's ticket does not open Maria's charge.
    const hub = await fetch(`${sandbox.url}/api/Transactions/Billings/${qr}/QrCode/PNG/128?ticket=${await ticket(token, 'hub')}`);
    expect(hub.status).toBe(401);
    const ana = (await api.signIn('ana')).body.access_token;
    const other = await fetch(
      `${sandbox.url}/api/Transactions/Billings/${qr}/QrCode/PNG/128?ticket=${await ticket(ana, 'file')}`,
    );
    expect(other.status).toBe(404);
  });
});
