import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type HolderKey, type MoneyBank } from './money-harness.ts';

describe.each(backendsOf(import.meta.url))('PIX keys on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
  });
  afterAll(() => bank.close());

  const errorOf = (answer: { body: unknown }) => (answer.body as ErrorList).errors[0]!;
  const keysOf = (as: HolderKey) => bank.call('GET', `/api/Accounts/${bank.accountOf(as)}/PIX/Keys`, { as });
  const register = (as: HolderKey, body: object) =>
    bank.call('POST', `/api/Accounts/${bank.accountOf(as)}/PIX/Keys`, { as, json: body });

  test('the demo holders start with their keys', async () => {
    const maria = await keysOf('maria');
    expect(maria.body.items.map((key: { type: string; key: string }) => [key.type, key.key]).sort()).toEqual([
      ['CPF', '52998224725'],
      ['EMAIL', 'maria@balcao.example'],
      ['PHONE', '+5511987654321'],
    ]);
    const company = await keysOf('company');
    expect(company.body.items.map((key: { type: string }) => key.type).sort()).toEqual(['CNPJ', 'EVP']);
  });

  test('a random key is made by the bank as a version-4 UUID', async () => {
    const answer = await register('ana', { type: 'EVP', key: 'ignored' });
    expect(answer.body).toMatchObject({ type: 'EVP', status: 'ACTIVE' });
    expect(answer.body.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('an e-mail key is kept in lower case and a phone key as +55 and the number', async () => {
    expect((await register('ana', { type: 'EMAIL', key: 'Ana.Costa@Example.COM' })).body.key).toBe('ana.costa@example.com');
    expect((await register('ana', { type: 'PHONE', key: '(21) 99876-1234' })).body.key).toBe('+5521998761234');
  });

  test("a CPF key must be the holder's own CPF, and a company registers a CNPJ key", async () => {
    const other = await register('ana', { type: 'CPF', key: '529.982.247-25' });
    expect(other.status).toBe(422);
    expect(errorOf(other).errorCode).toBe('PX10004');
    expect((await register('ana', { type: 'CPF' })).body.key).toBe('39053344705');
    expect(errorOf(await register('company', { type: 'CPF' })).errorCode).toBe('PX10006');
  });

  test('a key that already has an owner, here or at another bank, is refused with 409', async () => {
    const taken = await register('ana', { type: 'EMAIL', key: 'MARIA@balcao.example' });
    expect(taken.status).toBe(409);
    expect(errorOf(taken).errorCode).toBe('PX10002');
    const elsewhere = await register('ana', { type: 'EMAIL', key: 'fernanda.ribeiro@example.com' });
    expect(elsewhere.status).toBe(409);
  });

  test('a key that does not fit its type is refused', async () => {
    const answer = await register('ana', { type: 'PHONE', key: '(11) 3333-4444' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).errorCode).toBe('PX10003');
  });

  test('a deleted key is free for another holder', async () => {
    const created = await register('maria', { type: 'EMAIL', key: 'casa.souza@example.com' });
    const deleted = await bank.call('DELETE', `/api/Accounts/PIX/Keys/${created.body.id}`, { as: 'maria' });
    expect(deleted.status).toBe(204);
    expect((await register('company', { type: 'EMAIL', key: 'casa.souza@example.com' })).status).toBe(200);
  });

  test('a person holds at most five keys', async () => {
    const keys = (await keysOf('maria')).body.items.length;
    for (let index = keys; index < 5; index += 1) await register('maria', { type: 'EVP' });
    const sixth = await register('maria', { type: 'EVP' });
    expect(sixth.status).toBe(422);
    expect(errorOf(sixth).errorCode).toBe('PX10005');
  });

  test("another account's keys can be neither listed, added nor deleted", async () => {
    const [key] = (await keysOf('company')).body.items;
    expect((await bank.call('GET', `/api/Accounts/${bank.accountOf('company')}/PIX/Keys`, { as: 'ana' })).status).toBe(404);
    expect(
      (await bank.call('POST', `/api/Accounts/${bank.accountOf('company')}/PIX/Keys`, { as: 'ana', json: { type: 'EVP' } }))
        .status,
    ).toBe(404);
    const answer = await bank.call('DELETE', `/api/Accounts/PIX/Keys/${key.id}`, { as: 'ana' });
    expect(answer.status).toBe(404);
    expect(errorOf(answer).errorCode).toBe('PX10001');
    expect((await keysOf('company')).body.items.some((item: { id: string }) => item.id === key.id)).toBe(true);
  });
});
