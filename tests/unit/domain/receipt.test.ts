import { describe, expect, test } from 'vitest';
import { receiptBody, receiptBodyKind, type ReceiptMetadata } from '../../../src/domain/index.ts';

const maria = {
  name: 'Maria da Silva Souza',
  personType: 'N',
  taxId: '52998224725',
  ispb: '99999917',
  bank: 'Banco Balcão S.A.',
  compe: '999',
  branch: '1',
  account: '123456',
  accountType: 'CC',
};
const energy = {
  name: 'Companhia Energética Paulista',
  personType: 'J',
  taxId: '61695227000193',
  ispb: '60701190',
  bank: 'Itaú Unibanco S.A.',
  compe: '341',
  branch: '0912',
  account: '443210',
};
const closingIds = { endToEndId: 'E9999991720261122120000000000001', movementId: '0001234567' };
const labels = (blocks: ReturnType<typeof receiptBody>) =>
  blocks.map((block) => [block.title, block.lines.map((line) => line.label)]);

describe('which receipt body an entity selects (spec 001 §3)', () => {
  test.each([
    ['TRANSFER_INTERNAL', 'transfer'],
    ['TRANSFER_EXTERNAL', 'transfer'],
    ['TRANSFER_PIX', 'transfer'],
    ['PAYMENT_QRCODE', 'payment'],
    ['PAYMENT_BANK_SLIP', 'payment'],
    ['PAYMENT_UTILITY', 'payment'],
    ['PAYMENT_PIX', 'payment'],
    ['BILLING_QRCODE', 'billing'],
    ['BILLING_BANK_SLIP', 'billing'],
    ['BILLING_PIX', 'billing'],
    ['PAYMENT_FEE', 'paymentFee'],
    ['RECEIVE_FEE', 'receiveFee'],
    ['RECEIVE_PIX', 'receive'],
  ])('%s shows the %s body', (entity, kind) => expect(receiptBodyKind(entity)).toBe(kind));

  test('an entity the spec does not name shows no body', () => {
    expect(receiptBodyKind('SOMETHING_ELSE')).toBeNull();
    expect(receiptBody('SOMETHING_ELSE', { payer: maria })).toEqual([]);
    expect(receiptBody('TRANSFER_PIX', null)).toEqual([]);
  });
});

test('a transfer shows the debit party, the credit party, the end-to-end id and the movement id', () => {
  const blocks = receiptBody('TRANSFER_PIX', { payer: maria, receiver: energy, ...closingIds });
  expect(labels(blocks)).toEqual([
    ['receipt.payer', ['receipt.name', 'receipt.cpf', 'receipt.branch', 'receipt.account']],
    [
      'receipt.receiver',
      ['receipt.name', 'receipt.cnpj', 'receipt.bank', 'receipt.branch', 'receipt.account', 'receipt.accountType'],
    ],
    [null, ['receipt.endToEndId', 'receipt.movementId']],
  ]);
  expect(blocks[0]!.lines.find((line) => line.label === 'receipt.branch')!.value).toBe('0001');
  expect(blocks[0]!.lines.find((line) => line.label === 'receipt.account')!.value).toBe('12345-6');
  expect(blocks[0]!.lines.find((line) => line.label === 'receipt.cpf')!.value).toBe('529.982.247-25');
});

test("the payer's bank is the name looked up by ISPB, else left out", () => {
  const lookedUp = receiptBody(
    'TRANSFER_PIX',
    { payer: maria },
    { bankName: (ispb) => (ispb === '99999917' ? 'Banco Balcão' : undefined) },
  );
  expect(lookedUp[0]!.lines).toContainEqual({ label: 'receipt.bank', value: 'Banco Balcão' });
  const unknown = receiptBody('TRANSFER_PIX', { payer: maria }, { bankName: () => undefined });
  expect(unknown[0]!.lines.map((line) => line.label)).not.toContain('receipt.bank');
});

test("the receiver's bank falls back to the party's own bank, COMPE and ISPB when the lookup fails", () => {
  const [block] = receiptBody('TRANSFER_EXTERNAL', { receiver: energy }, { bankName: () => undefined });
  expect(block!.lines).toContainEqual({ label: 'receipt.bank', value: 'Itaú Unibanco S.A. · 341 · 60701190' });
  const [named] = receiptBody('TRANSFER_EXTERNAL', { receiver: energy }, { bankName: () => 'Itaú' });
  expect(named!.lines).toContainEqual({ label: 'receipt.bank', value: 'Itaú' });
});

test('an account without a type shows the checking-account label', () => {
  const [block] = receiptBody('TRANSFER_EXTERNAL', { receiver: energy });
  expect(block!.lines).toContainEqual({ label: 'receipt.accountType', value: 'accountTypes.CC', valueKey: true });
});

test('a payment shows the key, payer, receiver, end-to-end id, authorization and movement id', () => {
  const blocks = receiptBody('PAYMENT_PIX', {
    key: 'contas@energia.example',
    payer: maria,
    receiver: energy,
    auth: 'A1B2C3',
    ...closingIds,
  });
  expect(blocks.map((block) => block.title)).toEqual([null, 'receipt.payer', 'receipt.receiver', null]);
  expect(blocks[0]!.lines).toEqual([{ label: 'receipt.key', value: 'contas@energia.example' }]);
  expect(blocks[3]!.lines.map((line) => line.label)).toEqual([
    'receipt.endToEndId',
    'receipt.authorization',
    'receipt.movementId',
  ]);
});

test('a billing falls back to the debtor when there is no payer', () => {
  const blocks = receiptBody('BILLING_BANK_SLIP', { debtor: maria, receiver: energy, ...closingIds });
  expect(blocks[0]!.title).toBe('receipt.payer');
  expect(blocks[0]!.lines[0]).toEqual({ label: 'receipt.name', value: 'Maria da Silva Souza' });
  const withPayer = receiptBody('BILLING_PIX', { payer: energy, debtor: maria, key: 'abc' });
  expect(withPayer[1]!.lines[0]!.value).toBe('Companhia Energética Paulista');
});

test('a payment fee shows the receiver as the merchant, with name and CNPJ only', () => {
  const blocks = receiptBody('PAYMENT_FEE', { payer: maria, receiver: energy, ...closingIds });
  expect(labels(blocks)[1]).toEqual(['receipt.merchant', ['receipt.name', 'receipt.cnpj']]);
});

test('a receive fee shows the fee amount and the share percentage first', () => {
  const metadata: ReceiptMetadata = { amount: 1.5, percentage: 0.99, payer: maria, receiver: energy };
  const [fee] = receiptBody('RECEIVE_FEE', metadata, { formatAmount: (amount) => `R$ ${amount.toFixed(2).replace('.', ',')}` });
  expect(fee!.lines).toEqual([
    { label: 'receipt.feeAmount', value: 'R$ 1,50' },
    { label: 'receipt.percentage', value: '0,99%' },
  ]);
  const [plain] = receiptBody('RECEIVE_FEE', { amount: 2 });
  expect(plain!.lines).toEqual([{ label: 'receipt.feeAmount', value: '2' }]);
});

test('a received PIX shows key, payer and receiver, with tax ids hidden when the visibility flag is off', () => {
  const blocks = receiptBody(
    'RECEIVE_PIX',
    { key: '52998224725', payer: energy, receiver: maria, ...closingIds },
    { hidden: true },
  );
  expect(blocks[1]!.lines).toContainEqual({ label: 'receipt.cnpj', value: '**.695.227/****-**' });
  expect(blocks[2]!.lines).toContainEqual({ label: 'receipt.cpf', value: '***.982.247-**' });
});

test('empty fields are left out and a block with nothing left is dropped', () => {
  expect(receiptBody('TRANSFER_PIX', { payer: { name: '', taxId: null }, endToEndId: null })).toEqual([]);
});
