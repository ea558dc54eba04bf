import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Errors } from '../../src/sandbox/errors.ts';
import { errorAnswerOptions, registerErrorAnswers } from '../../src/sandbox/http-errors.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

type ErrorList = { errors: { message: string; errorCode: string }[] };

/** Codes the catalogue defines and docs/errors.md names. */
const CATALOGUE = new Set(Object.values(Errors).map((define) => define().items[0]!.errorCode));
const DOCUMENTED = readFileSync('docs/errors.md', 'utf8');

/** One request on a raw socket, for what fetch will not send; resolves with what the server wrote. */
function rawRequest(port: number, text: string, waitMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(text);
    setTimeout(() => socket.destroy(), waitMs);
  });
}

function parseRaw(answer: string): { status: number; body: ErrorList; headers: string } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    body: JSON.parse(body) as ErrorList,
    headers: head.toLowerCase(),
  };
}

/** The spec's list of {message, errorCode}, with a code of the catalogue that docs/errors.md documents. */
function expectErrorList(body: unknown, label: string): ErrorList {
  expect(body, label).toEqual({ errors: [{ message: expect.any(String), errorCode: expect.any(String) }] });
  const { errorCode, message } = (body as ErrorList).errors[0]!;
  expect(CATALOGUE.has(errorCode), `${label}: ${errorCode} in src/sandbox/errors.ts`).toBe(true);
  expect(DOCUMENTED, `${label}: ${errorCode} in docs/errors.md`).toContain(`\`${errorCode}\``);
  expect(message, label).not.toMatch(/FST_|at .*\.(js|ts):\d+|node_modules/);
  return body as ErrorList;
}

describe("every answer that is not 2xx is the error list, Fastify's own included", () => {
  let sandbox: RunningSandbox;
  let token: string;
  let port: number;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    port = Number(new URL(sandbox.url).port);
    token = (await apiClient(sandbox.url).signIn('maria')).body.access_token;
  });
  afterAll(() => sandbox.close());

  const send = async (method: string, path: string, init: { body?: string; type?: string } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (init.type) headers['content-type'] = init.type;
    const response = await fetch(sandbox.url + path, { method, headers, body: init.body });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as unknown, headers: response.headers };
  };

  test('a 10,000-character id: 414, without the path', async () => {
    const id = 'a'.repeat(10_000);
    const answer = await send('GET', `/api/Transactions/Transfers/${id}`);
    expect(answer.status).toBe(414);
    expect(expectErrorList(answer.body, '414').errors[0]!.errorCode).toBe('RQ10007');
    expect(answer.text).not.toContain('aaaaaaaaaa');
  });

  test('an unknown route: 404; a known route with another method: 405 with Allow', async () => {
    const unknown = await send('GET', '/api/Nothing/Here');
    expect(unknown.status).toBe(404);
    expect(expectErrorList(unknown.body, '404').errors[0]!.errorCode).toBe('RQ10004');

    const patch = await send('PATCH', '/api/Transactions/Transfers', { body: '{}', type: 'application/json' });
    expect(patch.status).toBe(405);
    expect(expectErrorList(patch.body, '405').errors[0]!.errorCode).toBe('RQ10005');
    expect(patch.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    const put = await send('PUT', `/api/Accounts/${holderOf('maria').accountId}/Balance`);
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  test('HEAD answers as GET without the body', async () => {
    const path = `/api/Accounts/${holderOf('maria').accountId}/Balance`;
    const [get, head] = [
      await send('GET', path),
      await fetch(sandbox.url + path, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } }),
    ];
    expect([head.status, head.headers.get('content-type')]).toEqual([get.status, get.headers.get('content-type')]);
    expect(await head.text()).toBe('');
    const missing = await fetch(`${sandbox.url}/api/Nothing`, { method: 'HEAD' });
    expect([missing.status, await missing.text()]).toEqual([404, '']);
  });

  test('a body over 1 MiB: 413; an unknown content type: 415; broken or empty JSON: 400', async () => {
    const cases: [string, { body?: string; type?: string }, number, string][] = [
      ['too large', { body: `{"description":"${'x'.repeat(1_100_000)}"}`, type: 'application/json' }, 413, 'RQ10003'],
      ['xml', { body: '<transfer/>', type: 'application/xml' }, 415, 'RQ10006'],
      ['broken JSON', { body: '{"amount": 1, "secret-marker', type: 'application/json' }, 400, 'RQ10002'],
      ['empty JSON', { body: '', type: 'application/json' }, 400, 'RQ10002'],
      ['prototype poisoning', { body: '{"__proto__": {"admin": true}}', type: 'application/json' }, 400, 'RQ10002'],
    ];
    for (const [label, init, status, code] of cases) {
      const answer = await send('POST', '/api/Transactions/Transfers', init);
      expect(answer.status, label).toBe(status);
      expect(expectErrorList(answer.body, label).errors[0]!.errorCode, label).toBe(code);
      expect(answer.text, label).not.toContain('secret-marker');
    }
  });

  test('a request line or headers too long for the server: 431, in the error list', async () => {
    const answer = parseRaw(
      await rawRequest(port, `GET /api/Nothing?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(expectErrorList(answer.body, '431').errors[0]!.errorCode).toBe('RQ10009');
    expect(answer.headers).toContain('content-type: application/json');
  });

  test('a request that is not HTTP: 400, in the error list', async () => {
    const answer = parseRaw(await rawRequest(port, 'HELLO\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(expectErrorList(answer.body, 'bad request').errors[0]!.errorCode).toBe('RQ10002');
  });

  test('the sandbox waits a bounded time for a request to arrive', () => {
    expect(sandbox.app.server.requestTimeout).toBeGreaterThan(0);
    expect(sandbox.app.server.requestTimeout).toBeLessThanOrEqual(120_000);
  });
});

describe('timeouts answer the error list', () => {
  const app = Fastify({
    logger: false,
    ...errorAnswerOptions(),
    requestTimeout: 300,
    http: { connectionsCheckingInterval: 50 },
  });
  let port: number;

  beforeAll(async () => {
    registerErrorAnswers(app);
    app.get('/api/Slow', { handlerTimeout: 100 }, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return { late: !request.signal.aborted };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  test('a handler that runs past its time: 503', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/Slow`);
    expect(response.status).toBe(503);
    expect(expectErrorList(await response.json(), 'handler timeout').errors[0]!.errorCode).toBe('SV50300');
  });

  test('a request whose headers never finish arriving: 408', async () => {
    const answer = parseRaw(
      await rawRequest(port, 'POST /api/Slow HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n'),
    );
    expect(answer.status).toBe(408);
    expect(expectErrorList(answer.body, '408').errors[0]!.errorCode).toBe('RQ10008');
  });
});
