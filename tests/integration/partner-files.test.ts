import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  readRemittance,
  writeRemittance,
  type RemittanceCompany,
  type RemittancePayment,
} from '../../src/sandbox/partner-files/cnab240.ts';
import { openMoneyBank, type MoneyBank } from './money-harness.ts';

const COMPANY: RemittanceCompany = {
  bank: '999',
  taxId: '11222333000181',
  name: 'PADARIA PAO QUENTE',
  branch: '0001',
  account: '65432',
  accountDigit: '1',
};
const AT = new Date('2026-11-25T13:00:00Z');

/** A valid CPF or CNPJ from its first digits (the check digits computed). */
function withCheckDigits(base: number[], weights: (length: number) => number[]): string {
  const digits = [...base];
  for (let round = 0; round < 2; round += 1) {
    const w = weights(digits.length);
    const sum = digits.reduce((total, digit, index) => total + digit * w[index]!, 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}
const cpfWeights = (length: number) => Array.from({ length }, (_, index) => length + 1 - index);
const cnpjWeights = (length: number) => {
  const cycle = [2, 3, 4, 5, 6, 7, 8, 9];
  return Array.from({ length }, (_, index) => cycle[(length - 1 - index) % 8]!);
};

const text = (chars: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((list) => list.join('').trim());
const cpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .filter((digits) => new Set(digits).size > 1)
  .map((digits) => withCheckDigits(digits, cpfWeights));
const cnpj = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .filter((digits) => new Set(digits).size > 1)
  .map((digits) => withCheckDigits(digits, cnpjWeights));
const payment: fc.Arbitrary<RemittancePayment> = fc.record({
  chamber: fc.constantFrom('000', '018', '700'),
  bank: fc.integer({ min: 1, max: 999 }).map((n) => String(n).padStart(3, '0')),
  branch: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
  account: fc.integer({ min: 1, max: 99_999_999_999 }).map(String),
  accountDigit: fc.constantFrom(...'0123456789X'),
  name: text('ABCDEFGHIJKLMNOPQRSTUVWXYZ ', 1, 30).filter((name) => name.length > 0),
  taxId: fc.option(fc.oneof(cpf, cnpj), { nil: null }),
  yourNumber: text('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-', 0, 20),
  date: fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  amountCents: fc.integer({ min: 1, max: 999_999_999_999 }),
  information: text('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ', 0, 40),
});

describe('CNAB 240 remittances', () => {
  test('a file written from payments reads back to the same payments', () => {
    fc.assert(
      fc.property(fc.array(payment, { minLength: 1, maxLength: 12 }), (payments) => {
        const read = readRemittance(writeRemittance(COMPANY, payments, AT));
        if (!read.ok) throw new Error(JSON.stringify(read.errors));
        expect(read.remittance.company).toEqual(COMPANY);
        expect(read.remittance.payments.map(({ line: _line, ...rest }) => rest)).toEqual(payments);
      }),
      { numRuns: 150 },
    );
  });

  const sample = (): string[] =>
    writeRemittance(
      COMPANY,
      [
        {
          chamber: '000',
          bank: '999',
          branch: '0001',
          account: '12345',
          accountDigit: '6',
          name: 'MARIA DA SILVA SOUZA',
          taxId: null,
          yourNumber: 'NF 1',
          date: '2026-11-30',
          amountCents: 1050,
          information: 'FORNECEDOR',
        },
        {
          chamber: '018',
          bank: '001',
          branch: '1234',
          account: '56789',
          accountDigit: '0',
          name: 'SUPERMERCADO BOM PRECO',
          taxId: '45997418000153',
          yourNumber: 'NF 2',
          date: '2026-11-30',
          amountCents: 2000,
          information: '',
        },
      ],
      AT,
    )
      .replace(/\r\n$/, '')
      .split('\r\n');
  const put = (line: string, from: number, value: string) =>
    line.slice(0, from - 1) + value + line.slice(from - 1 + value.length);

  test.each([
    [
      'a letter in the amount',
      (l: string[]) => (l[2] = put(l[2]!, 120, '00000000000ABCD')),
      3,
      'Valor do pagamento (posições 120–134)',
    ],
    [
      'a date that does not exist',
      (l: string[]) => (l[2] = put(l[2]!, 94, '31022026')),
      3,
      'Data do pagamento (posições 94–101)',
    ],
    ['a short line', (l: string[]) => (l[3] = l[3]!.slice(0, 239)), 4, 'Registro'],
    [
      'an unknown segment',
      (l: string[]) => (l[2] = put(l[2]!, 14, 'Z')),
      3,
      'Código de segmento do registro detalhe (posições 14–14)',
    ],
    ['a currency other than reais', (l: string[]) => (l[2] = put(l[2]!, 102, 'USD')), 3, 'Tipo da moeda (posições 102–104)'],
    [
      'an unknown chamber',
      (l: string[]) => (l[2] = put(l[2]!, 18, '123')),
      3,
      'Código da câmara centralizadora (posições 18–20)',
    ],
    [
      'an invalid CNPJ in segment B',
      (l: string[]) => (l[4] = put(l[4]!, 19, '45997418000154')),
      5,
      'Nº de inscrição do favorecido (posições 19–32)',
    ],
    [
      'a batch total that does not add up',
      (l: string[]) => (l[5] = put(l[5]!, 24, '000000000000003051')),
      6,
      'Somatória dos valores (posições 24–41)',
    ],
    [
      'a wrong record count',
      (l: string[]) => (l[6] = put(l[6]!, 24, '000009')),
      7,
      'Quantidade de registros do arquivo (posições 24–29)',
    ],
    ['another bank on a line', (l: string[]) => (l[3] = put(l[3]!, 1, '341')), 4, 'Código do banco (posições 1–3)'],
    ['a zero amount', (l: string[]) => (l[2] = put(l[2]!, 120, '000000000000000')), 3, 'Valor do pagamento (posições 120–134)'],
  ])('%s is named with its line and field', (_name, corrupt, line, field) => {
    const lines = sample();
    corrupt(lines);
    const read = readRemittance(lines.join('\r\n'));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toContainEqual(expect.objectContaining({ line, field }));
  });

  describe('over HTTP', () => {
    let bank: MoneyBank;
    beforeAll(async () => {
      bank = await openMoneyBank();
    });
    afterAll(() => bank.close());

    const send = async (as: 'company' | 'maria', content: string, name = 'remessa.rem') => {
      const form = new FormData();
      form.append('file', new Blob([content], { type: 'text/plain' }), name);
      const token = await bank.tokenOf(as);
      const response = await fetch(`${bank.sandbox.url}/api/Accounts/${bank.accountOf(as)}/Files/Partner/Send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as { errors?: { message: string; errorCode: string }[] } & Record<string, unknown>,
      };
    };
    const count = async (table: string) =>
      (await bank.sandbox.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

    test('a remittance becomes transfers waiting for approval, approved as usual', async () => {
      const answer = await send('company', `${sample().join('\r\n')}\r\n`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'PROCESSED', layout: 'CNAB240', name: 'remessa.rem', lines: 7, amount: 30.5 });
      const ids = answer.body.transferIds as string[];
      expect(ids).toHaveLength(2);
      const internal = await bank.call('GET', `/api/Transactions/Transfers/${ids[0]}`, { as: 'company' });
      expect(internal.body).toMatchObject({ type: 'INTERNAL', status: 'CREATED', amount: 10.5, description: 'FORNECEDOR' });
      expect(internal.body.receiver.accountId ?? internal.body.receiver.name).toBeTruthy();
      const external = await bank.call('GET', `/api/Transactions/Transfers/${ids[1]}`, { as: 'company' });
      expect(external.body).toMatchObject({ type: 'EXTERNAL', status: 'CREATED', amount: 20 });
      expect(external.body.receiver).toMatchObject({ compe: '001', branch: '1234' });
      const approved = await bank.call('POST', `/api/Transactions/Transfers/${ids[0]}/Approval`, {
        as: 'company',
        json: { approved: true, password: '135791' },
      });
      expect(approved.body.status).toBe('COMPLETED');
      const listed = await bank.call('GET', `/api/Accounts/${bank.accountOf('company')}/Files/Partner`, { as: 'company' });
      expect(listed.body.items[0]).toMatchObject({ id: answer.body.id, transferIds: ids });
    });

    test('a malformed file, or one asking for an account that does not exist, is refused whole and creates nothing', async () => {
      const [transfers, files] = [await count('transfers'), await count('partner_files')];
      const lines = sample();
      lines[3] = put(lines[3]!, 120, '0000000000X0000');
      const refused = await send('company', lines.join('\r\n'));
      expect(refused.status).toBe(422);
      expect(refused.body.errors!.map((item) => item.message)).toContain(
        'Linha 4, campo Valor do pagamento (posições 120–134): deve ter só algarismos; tem "0000000000X0000".',
      );
      // The amount refused is not summed, so the batch total is not blamed for it.
      expect(refused.body.errors!.some((item) => item.message.includes('Somatória'))).toBe(false);
      const unknown = sample();
      unknown[2] = put(unknown[2]!, 30, '000000099999');
      const notFound = await send('company', unknown.join('\r\n'));
      expect(notFound.status).toBe(422);
      expect(notFound.body.errors!.some((item) => item.message.startsWith('Linha 3, campo Segmento A:'))).toBe(true);
      const foreign = await send('company', writeRemittance({ ...COMPANY, taxId: '45997418000153' }, [], AT));
      expect(foreign.status).toBe(422);
      expect([await count('transfers'), await count('partner_files')]).toEqual([transfers, files]);
    });

    test('an account without the API feature cannot send files', async () => {
      const answer = await send('maria', sample().join('\r\n'));
      expect(answer.status).toBe(403);
      expect(answer.body.errors![0]!.errorCode).toBe('AP10001');
    });
  });
});
