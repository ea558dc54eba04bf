import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountTransaction, AccountTransactionPage, ErrorList } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { statementPdfPageCount } from '../../src/sandbox/statement/export-pdf.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/**
 * The text a PDF draws, from its compressed content streams (hex strings of the standard fonts, WinAnsi).
 * Each stream is read by the /Length of its dictionary: compressed bytes may end in a carriage return,
 * which a search for the end-of-line before "endstream" would take away.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\/Length (\d+)\s*\/Filter \/FlateDecode\s*>>\s*stream\r?\n/g)]
    .map((match) => {
      const start = match.index + match[0].length;
      return inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    })
    .flatMap((content) => [...content.matchAll(/\[(.*?)\] TJ/g)])
    .map((array) =>
      [...array[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}

/** "-1.234,56" in cents. */
const centsOfBrazilian = (text: string) => Number(text.replace(/\./g, '').replace(',', ''));

describe.each(backendsOf(import.meta.url))('statement exports on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const company = holderOf('company');

  const download = async (path: string, bearer = token): Promise<Download> => {
    const response = await fetch(sandbox.url + path, { headers: { authorization: `Bearer ${bearer}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const exportPath = (type: string, query = '') => `/api/Accounts/${company.accountId}/Transactions/Export/${type}?${query}`;

  /** Every entry the paged call lists for a query, newest first. */
  const pagedEntries = async (query: string): Promise<AccountTransaction[]> => {
    const entries: AccountTransaction[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const answer = await api.call<AccountTransactionPage>(
        'GET',
        `/api/Accounts/${company.accountId}/Transactions?${query}&pageSize=100&pageNumber=${pageNumber}`,
        { token },
      );
      entries.push(...answer.body.items);
      if (!answer.body.hasNext) return entries;
    }
  };

  const todayInSaoPaulo = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(sandbox.ctx.clock.now());

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    token = (await api.signIn('company')).body.access_token;
  });
  afterAll(() => sandbox.close());

  test('the CSV has a byte order mark, a header and one semicolon-separated row per filtered entry, in order', async () => {
    const file = await download(exportPath('CSV', 'launch=CREDIT&search=pix'));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = file.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(header).toBe('Data;Descrição;Lançamento;Valor (R$);Saldo (R$);Tipo;Identificador');
    const expected = await pagedEntries('launch=CREDIT&search=pix');
    // More than one page of the paged call: the export is never paged.
    expect(expected.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.split(';').at(-1))).toEqual(expected.map((entry) => entry.id));
  });

  test('CSV amounts and balances are written the Brazilian way and add up to the ledger in cents', async () => {
    const file = await download(exportPath('CSV', 'launch=DEBIT'));
    const rows = file.bytes.toString('utf8').slice(1).trimEnd().split('\r\n').slice(1);
    const ledger = await sandbox.ctx.db.query<{ id: string; amount_cents: number; balance_after_cents: number }>(
      'select id, amount_cents, balance_after_cents from postings where account_id = $1 and amount_cents < 0',
      [company.accountId],
    );
    const byId = new Map(ledger.map((row) => [row.id, row]));
    expect(rows).toHaveLength(ledger.length);
    for (const row of rows) {
      const [date, , launch, amount, balance, , id] = row.split(';');
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(launch).toBe('Débito');
      expect(amount).toMatch(/^-\d{1,3}(\.\d{3})*,\d{2}$/);
      expect(centsOfBrazilian(amount!)).toBe(byId.get(id!)!.amount_cents);
      expect(centsOfBrazilian(balance!)).toBe(byId.get(id!)!.balance_after_cents);
    }
  });

  test('the JSON file holds exactly the entries of the paged statement for the same filters', async () => {
    const [range] = await sandbox.ctx.db.query<{ first: string; last: string }>(
      `select to_char((now() at time zone 'America/Sao_Paulo')::date - 40, 'FMYYYY-FMMM-FMDD') as first,
              to_char((now() at time zone 'America/Sao_Paulo')::date - 20, 'FMYYYY-FMMM-FMDD') as last`,
    );
    const query = `startDate=${range!.first}&endDate=${range!.last}`;
    const file = await download(exportPath('JSON', query));
    expect(file.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(file.bytes.toString('utf8'))).toEqual(await pagedEntries(query));
  });

  test('each file is an attachment named extrato_ and the date of today', async () => {
    for (const [type, extension] of [
      ['CSV', 'csv'],
      ['PDF', 'pdf'],
      ['json', 'json'],
    ]) {
      const file = await download(exportPath(type!, 'search=salario'));
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="extrato_${todayInSaoPaulo()}.${extension}"`);
    }
  });

  test('the PDF is a real PDF with one page more for every full page of entries', async () => {
    const entries = await pagedEntries('');
    const file = await download(exportPath('PDF'));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = file.bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(statementPdfPageCount(entries.length)).toBeGreaterThan(2);
    expect(pages).toHaveLength(statementPdfPageCount(entries.length));
  });

  test('a PDF of a few entries fits on one page', async () => {
    const file = await download(exportPath('PDF', 'search=saldo%20inicial'));
    expect(file.bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  });

  test('the PDF shows the title, the account, the period and Portuguese accents', async () => {
    const file = await download(exportPath('PDF', 'startDate=2026-1-5&endDate=2026-2-7'));
    expect(file.status).toBe(200);
    const text = pdfText(file.bytes);
    expect(text).toContain('Extrato de conta');
    expect(text).toContain('Agência 0001');
    expect(text).toContain('Conta 65432-1');
    expect(text).toContain('Período: 05/01/2026 a 07/02/2026');
    expect(text).toContain('Descrição');
    expect(text).toContain('Página 1 de 1');
  });

  test('the PDF lists each entry with its date, description, amount and balance', async () => {
    const [entry] = await pagedEntries('search=saldo%20inicial');
    const text = pdfText((await download(exportPath('PDF', 'search=saldo%20inicial'))).bytes);
    expect(text).toContain(entry!.description);
    expect(text).toContain(
      `R$ ${entry!.amount
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`,
    );
  });

  test.each(['CSV', 'PDF', 'JSON'])("another account's %s export is refused as not found", async (type) => {
    const answer = await api.call<ErrorList>('GET', `/api/Accounts/${holderOf('maria').accountId}/Transactions/Export/${type}`, {
      token,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]!.errorCode).toBe('AC10001');
  });

  test('an unknown file type answers 400 with the error list', async () => {
    const answer = await api.call<ErrorList>('GET', exportPath('XLSX'), { token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.errorCode).toBe('RQ10001');
  });

  test('an impossible date in an export answers 400 and no file', async () => {
    const answer = await api.call<ErrorList>('GET', exportPath('CSV', 'endDate=2026-2-29'), { token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.errorCode).toBe('ST10001');
  });
});
