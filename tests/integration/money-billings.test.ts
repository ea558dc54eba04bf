import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isValidBrCode, parseBrCode, parseDigitableLine } from '../../src/domain/index.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type MoneyBank } from './money-harness.ts';

const BILLINGS = '/api/Transactions/Billings';

/** yyyy-M-d of the São Paulo day `offset` days from the sandbox's now. */
function bankDay(now: Date, offset = 0): string {
  const local = new Date(now.getTime() - 3 * 3_600_000 + offset * 86_400_000);
  return `${local.getUTCFullYear()}-${local.getUTCMonth() + 1}-${local.getUTCDate()}`;
}

describe.each(backendsOf(import.meta.url))('charges (billings) on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let company: string;
  const maria = { name: 'Maria da Silva Souza', taxId: '529.982.247-25' };

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    company = bank.accountOf('company');
  });
  afterAll(() => bank.close());

  const now = () => bank.sandbox.ctx.clock.now();
  const issue = (path: string, body: object, headers: Record<string, string> = {}) =>
    bank.call('POST', `${BILLINGS}/${path}`, { as: 'company', json: { accountId: company, ...body }, headers });
  const errorOf = (answer: { body: unknown }) => (answer.body as ErrorList).errors[0]!;

  test('a bank slip gets a valid 47-digit line of bank 999 and its 44-digit barcode', async () => {
    const slip = await issue('BankSlip', {
      amount: 321.45,
      dueDate: bankDay(now(), 10),
      drawee: maria,
      description: 'Bolo de aniversário',
    });
    expect(slip.status).toBe(200);
    expect(slip.body).toMatchObject({ type: 'BANK_SLIP', status: 'ACTIVE', pixStatus: null, amount: 321.45, amountReceived: 0 });
    const line = slip.body.metadata.digitableLine as string;
    expect(line).toMatch(/^\d{47}$/);
    const read = parseDigitableLine(line, now());
    expect(read).toMatchObject({
      valid: true,
      kind: 'bank',
      bankCode: '999',
      amountCents: 32_145,
      barcode: slip.body.metadata.barcode,
    });
    expect(slip.body.drawee).toMatchObject({ taxId: '52998224725', personType: 'N' });
  });

  test('PIX charges carry a BR Code with a correct CRC and start ATIVA', async () => {
    const dynamic = await issue('PIX/Dynamic', { amount: 19.9, expiration: 3600 });
    const fixed = await issue('PIX/Static', { amount: 5.5, key: '2f6e1c8a-5b3d-4e7f-9a1b-3c5d7e9f0a2b' });
    for (const charge of [dynamic.body, fixed.body]) {
      expect(charge).toMatchObject({ status: 'ACTIVE', pixStatus: 'ATIVA' });
      expect(isValidBrCode(charge.metadata.emv)).toBe(true);
    }
    const dynamicCode = parseBrCode(dynamic.body.metadata.emv);
    expect(dynamicCode).toMatchObject({ ok: true, pointOfInitiation: '12', merchantName: 'Padaria Pao Quente' });
    expect(dynamicCode.ok && dynamicCode.merchantAccount.url).toBe(dynamic.body.metadata.location);
    const staticCode = parseBrCode(fixed.body.metadata.emv);
    expect(staticCode).toMatchObject({ ok: true, amount: 5.5, txid: fixed.body.metadata.txid });
    expect(staticCode.ok && staticCode.merchantAccount.key).toBe('2f6e1c8a-5b3d-4e7f-9a1b-3c5d7e9f0a2b');
  });

  test('a PIX charge can only name one of the account’s own keys', async () => {
    const answer = await issue('PIX/Static', { amount: 5, key: 'maria@balcao.example' });
    expect(errorOf(answer).errorCode).toBe('BL10005');
  });

  test('the QR images are real PNG files of the requested size, opened with a file ticket in the address', async () => {
    const token = await bank.tokenOf('company');
    const ticket = async () =>
      (await bank.call<{ ticket: string }>('POST', '/api/Authentication/Tickets', { token, json: { purpose: 'file' } })).body
        .ticket;
    const qr = await issue('QrCode', { amount: 10 });
    const pix = await issue('PIX/Dynamic', { amount: 10 });
    for (const [path, size] of [
      [`${BILLINGS}/${qr.body.id}/QrCode/PNG/256`, 256],
      [`${BILLINGS}/${pix.body.id}/PIX/png/512`, 512],
    ] as const) {
      const image = await bank.call<Buffer>('GET', `${path}?ticket=${await ticket()}&t=${Date.now()}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([image.body.readUInt32BE(16), image.body.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  test('an image type other than PNG or a size outside 64 to 1024 pixels is refused', async () => {
    const qr = await issue('QrCode', { amount: 10 });
    expect((await bank.call('GET', `${BILLINGS}/${qr.body.id}/QrCode/JPG/256`, { as: 'company' })).status).toBe(400);
    expect((await bank.call('GET', `${BILLINGS}/${qr.body.id}/QrCode/PNG/2048`, { as: 'company' })).status).toBe(400);
    expect((await bank.call('GET', `${BILLINGS}/${qr.body.id}/PIX/PNG/256`, { as: 'company' })).status).toBe(404);
  });

  test('the bank slip PDF is a real PDF document', async () => {
    const slip = await issue('BankSlip', {
      amount: 99.9,
      dueDate: bankDay(now(), 5),
      drawee: maria,
      penalty: { percentage: 2 },
      discount: { amount: 5 },
    });
    const pdf = await bank.call<Buffer>('GET', `${BILLINGS}/${slip.body.id}/BankSlip/PDF`, { as: 'company' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.body.subarray(-6).toString()).toContain('%%EOF');
    expect(pdf.body.length).toBeGreaterThan(2000);
  });

  test('a due date in the past is refused', async () => {
    const answer = await issue('BankSlip', { amount: 10, dueDate: '2020-1-1', drawee: maria });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).errorCode).toBe('BL10003');
  });

  test('a drawee with an invalid CPF is refused', async () => {
    const answer = await issue('BankSlip', {
      amount: 10,
      dueDate: bankDay(now(), 1),
      drawee: { name: 'X', taxId: '12345678900' },
    });
    expect(errorOf(answer).errorCode).toBe('BL10009');
  });

  test('cancelling an unpaid PIX charge removes it for the receiver, and it can no longer be paid', async () => {
    const charge = await issue('PIX/Dynamic', { amount: 12 });
    const cancelled = await bank.call('DELETE', `${BILLINGS}/${charge.body.id}/Cancel`, { as: 'company' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELED', pixStatus: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    const pay = await bank.call('POST', '/api/Transactions/Payments/PIX/Pay', {
      as: 'maria',
      json: { accountId: bank.accountOf('maria'), emv: charge.body.metadata.emv },
    });
    expect(pay.status).toBe(422);
    expect(errorOf(pay).errorCode).toBe('PY10009');
    const again = await bank.call('DELETE', `${BILLINGS}/${charge.body.id}`, { as: 'company' });
    expect(again.status).toBe(409);
  });

  test('a paid charge cannot be cancelled', async () => {
    const list = await bank.call('GET', `${BILLINGS}?status=PAID`, { as: 'company' });
    const paid = list.body.items[0];
    expect(paid).toMatchObject({ status: 'PAID', pixStatus: 'CONCLUIDA', amountReceived: 42.5 });
    const answer = await bank.call('DELETE', `${BILLINGS}/${paid.id}/Cancel`, { as: 'company' });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).errorCode).toBe('BL10002');
    expect((await bank.call('GET', `${BILLINGS}/${paid.id}`, { as: 'company' })).body.status).toBe('PAID');
  });

  test('the list filters by type and status and answers a paged list', async () => {
    const page = await bank.call('GET', `${BILLINGS}?type=PIX_DYNAMIC&status=ACTIVE&pageSize=1`, { as: 'company' });
    expect(page.body).toMatchObject({ currentPage: 1, pageSize: 1, hasPrevious: false });
    expect(page.body.totalCount).toBeGreaterThan(1);
    expect(page.body.hasNext).toBe(true);
    expect(page.body.items[0]).toMatchObject({ type: 'PIX_DYNAMIC', status: 'ACTIVE' });
    const search = await bank.call('GET', `${BILLINGS}?search=cenoura`, { as: 'company' });
    expect(search.body.items.map((item: { description: string }) => item.description)).toEqual(['Bolo de cenoura']);
  });

  test('repeating a charge with the same Idempotency-Key answers the first one', async () => {
    const headers = { 'Idempotency-Key': 'charge-7781' };
    const first = await issue('QrCode', { amount: 7 }, headers);
    const repeat = await issue('QrCode', { amount: 7 }, headers);
    expect(repeat.body.id).toBe(first.body.id);
    expect(repeat.body.metadata.key).toBe(first.body.metadata.key);
  });

  test("another account's charge, its images and its PDF cannot be read or cancelled", async () => {
    const slip = await issue('BankSlip', { amount: 10, dueDate: bankDay(now(), 3), drawee: maria });
    for (const [method, path] of [
      ['GET', `${BILLINGS}/${slip.body.id}`],
      ['GET', `${BILLINGS}/${slip.body.id}/BankSlip/PDF`],
      ['GET', `${BILLINGS}/${slip.body.id}/QrCode/PNG/256`],
      ['DELETE', `${BILLINGS}/${slip.body.id}/Cancel`],
    ] as const) {
      const answer = await bank.call(method, path, { as: 'ana' });
      expect(answer.status).toBe(404);
    }
    expect((await bank.call('GET', `${BILLINGS}?accountId=${company}`, { as: 'ana' })).status).toBe(404);
  });

  test('a dynamic PIX charge past its expiry is removed by the PSP', async () => {
    const charge = await issue('PIX/Dynamic', { amount: 3, expiration: 60 });
    await bank.advanceClock(61);
    const later = await bank.call('GET', `${BILLINGS}/${charge.body.id}`, { as: 'company' });
    expect(later.body).toMatchObject({ status: 'CANCELED', pixStatus: 'REMOVIDA_PELO_PSP' });
  });

  test('a bank slip past its due date is OVERDUE, still payable, with its fine', async () => {
    const slip = await issue('BankSlip', {
      amount: 200,
      dueDate: bankDay(now(), 0),
      drawee: maria,
      penalty: { percentage: 2 },
    });
    await bank.advanceClock(2 * 86_400);
    expect((await bank.call('GET', `${BILLINGS}/${slip.body.id}`, { as: 'company' })).body.status).toBe('OVERDUE');
    const search = await bank.call(
      'GET',
      `/api/Transactions/Payments/BankSlip/Search?search=${slip.body.metadata.digitableLine}`,
      {
        as: 'maria',
      },
    );
    expect(search.body).toMatchObject({ amount: 200, amountDue: 204, payable: true, status: 'OVERDUE' });
  });
});
