import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildBankSlipLine, buildBrCode, isValidEndToEndId } from '../../src/domain/index.ts';
import { modulo10 } from '../../src/domain/slip-check-digits.ts';
import { INTERNAL_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type HolderKey, type MoneyBank } from './money-harness.ts';

const PAYMENTS = '/api/Transactions/Payments';
const BILLINGS = '/api/Transactions/Billings';

/** A utility bill line (FEBRABAN arrecadação, value identifier 6: amount in reais, modulo 10). */
function utilityLine(amountCents: number): string {
  const body = `836${String(amountCents).padStart(11, '0')}0053` + '2026031512345678901234567';
  const withoutDigit = body.slice(0, 3) + body.slice(3);
  const general = modulo10(withoutDigit);
  const barcode = body.slice(0, 3) + String(general) + body.slice(3);
  return [0, 11, 22, 33]
    .map((start) => barcode.slice(start, start + 11) + String(modulo10(barcode.slice(start, start + 11))))
    .join('');
}

/** A bank slip of another bank (Banco do Brasil, 001) due in ten days. */
function otherBankSlip(amountCents: number): string {
  const due = new Date(Date.now() + 10 * 86_400_000);
  return buildBankSlipLine({ bankCode: '001', amountCents, dueDate: due, freeField: '0000001234567890123456717' }).line;
}

const bankDay = (now: Date, offset: number) => {
  const local = new Date(now.getTime() - 3 * 3_600_000 + offset * 86_400_000);
  return `${local.getUTCFullYear()}-${local.getUTCMonth() + 1}-${local.getUTCDate()}`;
};

describe.each(backendsOf(import.meta.url))('payments on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let maria: string;
  let company: string;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    maria = bank.accountOf('maria');
    company = bank.accountOf('company');
  });
  afterAll(() => bank.close());

  const errorOf = (answer: { body: unknown }) => (answer.body as ErrorList).errors[0]!;
  const pay = (path: string, body: object, as: HolderKey = 'maria', headers: Record<string, string> = {}) =>
    bank.call('POST', `${PAYMENTS}/${path}`, { as, json: { accountId: bank.accountOf(as), ...body }, headers });
  const approve = (id: string, as: HolderKey = 'maria') =>
    bank.call('POST', `${PAYMENTS}/${id}/Approval`, {
      as,
      json: { approved: true, password: { maria: '246810', company: '135791', ana: '112233' }[as] },
    });
  const charge = (path: string, body: object) =>
    bank.call('POST', `${BILLINGS}/${path}`, { as: 'company', json: { accountId: company, ...body } });

  test("paying the company's bank slip credits it as BILLING_BANK_SLIP less the R$ 2,50 fee and marks the slip PAID", async () => {
    const slip = await charge('BankSlip', {
      amount: 150,
      dueDate: bankDay(bank.sandbox.ctx.clock.now(), 7),
      drawee: { name: 'Maria da Silva Souza', taxId: '52998224725' },
    });
    const line = slip.body.metadata.digitableLine;
    const search = await bank.call('GET', `${PAYMENTS}/BankSlip/Search?productId=1&type=BANK_SLIP&search=${line}`, {
      as: 'maria',
    });
    expect(search.body).toMatchObject({
      type: 'BANK_SLIP',
      amount: 150,
      amountDue: 150,
      bankCode: '999',
      bank: 'Banco Balcão S.A.',
      payable: true,
      billingId: slip.body.id,
      receiver: { name: 'Padaria Pão Quente' },
    });
    const [mariaBefore, companyBefore, feesBefore, seq] = [
      await bank.balanceCents(maria),
      await bank.balanceCents(company),
      await bank.balanceCents(INTERNAL_ACCOUNTS.fees.id),
      await bank.lastSeq(),
    ];
    const payment = await pay('BankSlip/Pay', { digitableLine: line });
    expect(payment.body).toMatchObject({ type: 'BANK_SLIP', status: 'CREATED', amount: 150, billingId: slip.body.id });
    expect(await bank.balanceCents(maria)).toBe(mariaBefore);
    const approved = await approve(payment.body.id);
    expect(approved.body).toMatchObject({ status: 'COMPLETED' });
    expect(approved.body.auth).toMatch(/^[0-9A-F]{20}$/);

    expect(await bank.balanceCents(maria)).toBe(mariaBefore - 15_000);
    expect(await bank.balanceCents(company)).toBe(companyBefore + 15_000 - 250);
    expect(await bank.balanceCents(INTERNAL_ACCOUNTS.fees.id)).toBe(feesBefore + 250);
    const [debit] = await bank.postingsOf(maria, seq);
    expect(debit).toMatchObject({ entity: 'PAYMENT_BANK_SLIP', amount_cents: -15_000, relation_id: payment.body.id });
    expect(debit!.metadata).toMatchObject({ digitableLine: line, auth: approved.body.auth });
    const companyRows = await bank.postingsOf(company, seq);
    expect(companyRows.map((row) => [row.entity, row.amount_cents, row.can_reverse])).toEqual([
      ['BILLING_BANK_SLIP', 15_000, false],
      ['RECEIVE_FEE', -250, false],
    ]);
    const paid = await bank.call('GET', `${BILLINGS}/${slip.body.id}`, { as: 'company' });
    expect(paid.body).toMatchObject({ status: 'PAID', amountReceived: 150 });
  });

  test('a line with a wrong check digit is refused, naming the digit that fails', async () => {
    const line = otherBankSlip(5_000);
    const broken = line.slice(0, 20) + String((Number(line[20]) + 1) % 10) + line.slice(21);
    const answer = await bank.call('GET', `${PAYMENTS}/BankSlip/Search?search=${broken}`, { as: 'maria' });
    expect(answer.status).toBe(422);
    expect(errorOf(answer)).toMatchObject({
      errorCode: 'PY10005',
      message: 'Linha digitável inválida. O dígito verificador do campo 2 não confere.',
    });
    const paid = await pay('BankSlip/Pay', { digitableLine: broken });
    expect(errorOf(paid).errorCode).toBe('PY10005');
  });

  test("another bank's slip is paid to the settlement account", async () => {
    const line = otherBankSlip(4_321);
    const search = await bank.call('GET', `${PAYMENTS}/BankSlip/Search?search=${line}`, { as: 'maria' });
    expect(search.body).toMatchObject({
      bankCode: '001',
      bank: 'Banco do Brasil S.A.',
      amount: 43.21,
      payable: true,
      receiver: null,
    });
    const settlement = await bank.balanceCents(INTERNAL_ACCOUNTS.settlement.id);
    const payment = await pay('BankSlip/Pay', { digitableLine: line, description: 'Material de escritório' });
    await approve(payment.body.id);
    expect(await bank.balanceCents(INTERNAL_ACCOUNTS.settlement.id)).toBe(settlement + 4_321);
  });

  test('a bank slip paid with a different amount than it carries is refused', async () => {
    const answer = await pay('BankSlip/Pay', { digitableLine: otherBankSlip(1_000), amount: 9.99 });
    expect(errorOf(answer).errorCode).toBe('PY10010');
  });

  test('a utility bill is read and paid to the settlement account', async () => {
    const line = utilityLine(8_990);
    const search = await bank.call('GET', `${PAYMENTS}/Utility/Search?search=${line}`, { as: 'maria' });
    expect(search.body).toMatchObject({ type: 'UTILITY', amount: 89.9, segment: 'Energia elétrica e gás', payable: true });
    const slipSearch = await bank.call('GET', `${PAYMENTS}/BankSlip/Search?search=${line}`, { as: 'maria' });
    expect(errorOf(slipSearch).errorCode).toBe('PY10006');
    const seq = await bank.lastSeq();
    const payment = await pay('Utility/Pay', { digitableLine: line });
    await approve(payment.body.id);
    const [row] = await bank.postingsOf(maria, seq);
    expect(row).toMatchObject({ entity: 'PAYMENT_UTILITY', amount_cents: -8_990 });
  });

  test('paying a PIX charge by its BR Code credits the company as BILLING_PIX less 0,99% and concludes the charge', async () => {
    const pix = await charge('PIX/Dynamic', { amount: 200, description: 'Bolo de festa' });
    const [companyBefore, seq] = [await bank.balanceCents(company), await bank.lastSeq()];
    const payment = await pay('PIX/Pay', { emv: pix.body.metadata.emv });
    expect(payment.body).toMatchObject({ type: 'PIX', amount: 200, billingId: pix.body.id, key: '11222333000181' });
    expect(isValidEndToEndId(payment.body.endToEndId)).toBe(true);
    await approve(payment.body.id);
    expect(await bank.balanceCents(company)).toBe(companyBefore + 20_000 - 198);
    const rows = await bank.postingsOf(company, seq);
    expect(rows.map((row) => [row.entity, row.amount_cents, row.can_reverse])).toEqual([
      ['BILLING_PIX', 20_000, true],
      ['RECEIVE_FEE', -198, false],
    ]);
    expect(rows[1]!.metadata).toMatchObject({ percentage: 0.99, amount: 200 });
    const concluded = await bank.call('GET', `${BILLINGS}/${pix.body.id}`, { as: 'company' });
    expect(concluded.body).toMatchObject({ status: 'PAID', pixStatus: 'CONCLUIDA', amountReceived: 200 });
    const receive = await bank.call('GET', `/api/Transactions/Receives/${rows[0]!.relation_id}`, { as: 'company' });
    expect(receive.body).toMatchObject({ type: 'PIX_DYNAMIC', billingId: pix.body.id, canReverse: true });
  });

  test('a PIX charge is paid once: a second payment waiting for approval is refused and moves nothing', async () => {
    const pix = await charge('PIX/Static', { amount: 11 });
    const first = await pay('PIX/Pay', { emv: pix.body.metadata.emv });
    const second = await pay('PIX/Pay', { emv: pix.body.metadata.emv }, 'ana');
    await approve(first.body.id);
    const seq = await bank.lastSeq();
    const late = await approve(second.body.id, 'ana');
    expect(late.status).toBe(422);
    expect(errorOf(late).errorCode).toBe('PY10009');
    expect(await bank.lastSeq()).toBe(seq);
    const third = await pay('PIX/Pay', { emv: pix.body.metadata.emv }, 'ana');
    expect(errorOf(third).errorCode).toBe('PY10009');
  });

  test('a QR code charge is found by its key and paid as BILLING_QRCODE', async () => {
    const qr = await charge('QrCode', { amount: 18.5, description: 'Pães da semana' });
    const search = await bank.call('GET', `${PAYMENTS}/QrCode/Search?key=${qr.body.metadata.key}`, { as: 'ana' });
    expect(search.body).toMatchObject({
      amount: 18.5,
      payable: true,
      receiver: { name: 'Padaria Pão Quente' },
      description: 'Pães da semana',
    });
    const seq = await bank.lastSeq();
    const payment = await pay('QrCode/Pay', { key: qr.body.metadata.key }, 'ana');
    await approve(payment.body.id, 'ana');
    const [debit] = await bank.postingsOf(bank.accountOf('ana'), seq);
    const [credit] = await bank.postingsOf(company, seq);
    expect(debit).toMatchObject({ entity: 'PAYMENT_QRCODE', amount_cents: -1_850 });
    expect(credit).toMatchObject({ entity: 'BILLING_QRCODE', amount_cents: 1_850 });
  });

  test("a static BR Code with another bank's key pays that key's owner through settlement", async () => {
    const emv = buildBrCode({
      key: 'fernanda.ribeiro@example.com',
      amount: 33.3,
      merchantName: 'Fernanda Ribeiro',
      merchantCity: 'Porto Alegre',
    });
    const settlement = await bank.balanceCents(INTERNAL_ACCOUNTS.settlement.id);
    const payment = await pay('PIX/Pay', { emv });
    expect(payment.body.receiver).toMatchObject({
      name: 'Fernanda Alves Ribeiro',
      bank: 'Nu Pagamentos S.A.',
      taxId: '***.287.938-**',
    });
    await approve(payment.body.id);
    expect(await bank.balanceCents(INTERNAL_ACCOUNTS.settlement.id)).toBe(settlement + 3_330);
  });

  test('a static BR Code without an amount needs the amount typed by the payer', async () => {
    const emv = buildBrCode({ key: 'ana@balcao.example', merchantName: 'Ana', merchantCity: 'Sao Paulo' });
    expect(errorOf(await pay('PIX/Pay', { emv })).errorCode).toBe('PY10011');
    expect((await pay('PIX/Pay', { emv, amount: 4 })).body).toMatchObject({ amount: 4, status: 'CREATED' });
  });

  test('a BR Code with a wrong CRC is refused', async () => {
    const emv = buildBrCode({ key: 'ana@balcao.example', amount: 1, merchantName: 'Ana', merchantCity: 'Sao Paulo' });
    const broken = emv.slice(0, -4) + (emv.endsWith('0000') ? '1111' : '0000');
    const answer = await pay('PIX/Pay', { emv: broken });
    expect(answer.status).toBe(422);
    expect(errorOf(answer).errorCode).toBe('PY10008');
  });

  test("PIX/DICT answers a key's owner with the name, the tax id with asterisks and the bank", async () => {
    const answer = await bank.call('POST', '/api/Transactions/PIX/DICT', {
      as: 'ana',
      headers: { 'api-version': '2.0' },
      json: { accountId: bank.accountOf('ana'), key: '(11) 98765-4321' },
    });
    expect(answer.body).toMatchObject({
      key: '+5511987654321',
      keyType: 'PHONE',
      name: 'Maria da Silva Souza',
      taxId: '***.982.247-**',
      bank: 'Banco Balcão S.A.',
      ispb: '99999917',
    });
    const old = await bank.call('POST', '/api/Transactions/PIX/DICT?api-version=1.0', {
      as: 'ana',
      json: { accountId: bank.accountOf('ana'), key: 'maria@balcao.example' },
    });
    expect(old.status).toBe(400);
  });

  test("PIX/Emv reads a charge's BR Code and shows the charge and its owner", async () => {
    const pix = await charge('PIX/Dynamic', { amount: 27 });
    const answer = await bank.call('POST', '/api/Transactions/PIX/Emv', {
      as: 'maria',
      headers: { 'api-version': '2.0' },
      json: { accountId: maria, emv: pix.body.metadata.emv },
    });
    expect(answer.body).toMatchObject({
      type: 'DYNAMIC',
      amount: 27,
      billingId: pix.body.id,
      pixStatus: 'ATIVA',
      crcValid: true,
      payable: true,
      receiver: { name: 'Padaria Pão Quente', taxId: '**.222.333/****-**' },
    });
  });

  test('a bill paid today to another bank is reversed once, the same day, and the money comes back', async () => {
    const payment = await pay('BankSlip/Pay', { digitableLine: otherBankSlip(2_500) });
    await approve(payment.body.id);
    const before = await bank.balanceCents(maria);
    const reversed = await bank.call('POST', `${PAYMENTS}/${payment.body.id}/Reverse`, {
      as: 'maria',
      json: { reason: 'Pago em duplicidade' },
    });
    expect(reversed.body).toMatchObject({ status: 'REVERSED' });
    expect(await bank.balanceCents(maria)).toBe(before + 2_500);
    const again = await bank.call('POST', `${PAYMENTS}/${payment.body.id}/Reverse`, { as: 'maria', json: {} });
    expect(again.status).toBe(409);
    expect(await bank.balanceCents(maria)).toBe(before + 2_500);
  });

  test('a PIX payment cannot be taken back by the payer', async () => {
    const pix = await charge('PIX/Dynamic', { amount: 2 });
    const payment = await pay('PIX/Pay', { emv: pix.body.metadata.emv });
    await approve(payment.body.id);
    const answer = await bank.call('POST', `${PAYMENTS}/${payment.body.id}/Reverse`, { as: 'maria', json: {} });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).errorCode).toBe('PY10004');
  });

  test('a cancelled payment moves nothing and can no longer be approved', async () => {
    const payment = await pay('Utility/Pay', { digitableLine: utilityLine(1_234) });
    const seq = await bank.lastSeq();
    const cancelled = await bank.call('DELETE', `${PAYMENTS}/${payment.body.id}/Cancel`, { as: 'maria' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELED' });
    expect((await approve(payment.body.id)).status).toBe(409);
    expect(await bank.lastSeq()).toBe(seq);
  });

  test('repeating a pay call with the same Idempotency-Key answers the first payment', async () => {
    const headers = { 'Idempotency-Key': 'light-bill-march' };
    const line = utilityLine(4_455);
    const first = await pay('Utility/Pay', { digitableLine: line }, 'maria', headers);
    const repeat = await pay('Utility/Pay', { digitableLine: line }, 'maria', headers);
    expect(repeat.body.id).toBe(first.body.id);
    const list = await bank.call('GET', `${PAYMENTS}?type=UTILITY&status=CREATED`, { as: 'maria' });
    expect(list.body.items.filter((item: { id: string }) => item.id === first.body.id)).toHaveLength(1);
  });

  test("another account's payment cannot be read, approved, reversed or cancelled", async () => {
    const payment = await pay('Utility/Pay', { digitableLine: utilityLine(999) });
    const id = payment.body.id;
    for (const [method, path, json] of [
      ['GET', `${PAYMENTS}/${id}`, undefined],
      ['POST', `${PAYMENTS}/${id}/Approval`, { approved: true, password: '112233' }],
      ['POST', `${PAYMENTS}/${id}/Reverse`, {}],
      ['DELETE', `${PAYMENTS}/${id}/Cancel`, undefined],
    ] as const) {
      const answer = await bank.call(method, path, { as: 'ana', json });
      expect(answer.status).toBe(404);
      expect(errorOf(answer).errorCode).toBe('PY10001');
    }
    expect((await bank.call('GET', `${PAYMENTS}/${id}`, { as: 'maria' })).body.status).toBe('CREATED');
  });
});
