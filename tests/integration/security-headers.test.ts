import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerErrorAnswers } from '../../src/sandbox/http-errors.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

describe('security headers', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  test('the site is served under a strict Content-Security-Policy with an explicit WebSocket origin for the hub', async () => {
    const response = await fetch(`${sandbox.url}/app-config.json`);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain(`ws://${new URL(sandbox.url).host}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  test('every API answer, error or not, says Cache-Control: no-store', async () => {
    for (const path of ['/api/Merchants/demo/Bank/Auth', '/api/Accounts/not-an-id', '/api/Nothing']) {
      const response = await fetch(sandbox.url + path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

test('a fault answers 500 with the error list and never its stack trace', async () => {
  const app = Fastify({ logger: false });
  registerErrorAnswers(app);
  app.get('/api/Test/Fault', async () => {
    throw new Error('database exploded at /srv/secret/path.ts:12');
  });
  const response = await app.inject({ method: 'GET', url: '/api/Test/Fault' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ errors: [{ message: 'Erro interno. Tente novamente mais tarde.', errorCode: 'SV50000' }] });
  expect(response.body).not.toContain('secret');
  await app.close();
});
