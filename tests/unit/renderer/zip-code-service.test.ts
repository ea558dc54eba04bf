import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { zipCodeRoutes } from '../../../src/sandbox/routes/zip-codes.ts';
import { zipCodeTable } from '../../../src/sandbox/zip-codes/zip-code-table.ts';
import type { SandboxContext } from '../../../src/sandbox/context.ts';

const app = Fastify();

beforeAll(async () => {
  await app.register(async (scope) => zipCodeRoutes(scope, {} as SandboxContext));
  await app.ready();
});
afterAll(() => app.close());

describe("the sandbox's zip-code service, compatible with the public one", () => {
  test('a known zip code answers its address in the public service fields', async () => {
    const answer = await app.inject({ method: 'GET', url: '/ws/01310100/json/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.json()).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      unidade: '',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      estado: 'São Paulo',
      regiao: 'Sudeste',
      ibge: '3550308',
      gia: '1004',
      ddd: '11',
      siafi: '7107',
    });
  });

  test('an unknown zip code answers {"erro": true}', async () => {
    const answer = await app.inject({ method: 'GET', url: '/ws/99999999/json/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ erro: true });
  });

  test('a malformed zip code is a 400', async () => {
    for (const cep of ['1234567', '123456789', '0131010a'])
      expect((await app.inject({ method: 'GET', url: `/ws/${cep}/json/` })).statusCode).toBe(400);
  });

  test('the table holds a few hundred real zip codes of every region', () => {
    const table = zipCodeTable();
    expect(table.size).toBeGreaterThanOrEqual(300);
    expect(new Set([...table.values()].map((answer) => answer.regiao))).toEqual(
      new Set(['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul']),
    );
    for (const [cep, answer] of table) {
      expect(cep).toMatch(/^\d{8}$/);
      expect(answer.uf).toMatch(/^[A-Z]{2}$/);
      expect(answer.localidade).not.toBe('');
    }
  });
});
