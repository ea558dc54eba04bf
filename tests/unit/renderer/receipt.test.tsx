// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildBankSlipLine, formatDigitableLine, formatMoney } from '../../../src/domain/index.ts';
import type { AccountTransaction } from '../../../src/generated/schemas.ts';
import type { ScreenHost } from '../../../src/renderer/host/screen-host.ts';
import { ScreenModal } from '../../../src/renderer/ScreenModal.tsx';
import { loadScreen } from '../../../src/renderer/screens/screen-store.ts';
import { setupI18n } from './support/i18n.ts';
import { testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(cleanup);

const RECEIVED: AccountTransaction = {
  id: '0f1e2d3c-4b5a-4697-8877-665544332211',
  accountId: 'account-1',
  currency: 'BRL',
  amount: 1234.5,
  balance: 5000,
  launch: 'CREDIT',
  description: 'PIX recebido - Carlos Eduardo Martins',
  entity: 'RECEIVE_PIX',
  executedAt: '2026-03-10T15:04:05Z',
  metadata: {
    key: '86288366757',
    payer: { name: 'Carlos Eduardo Martins', personType: 'N', taxId: '86288366757', branch: '12', account: '998877' },
    endToEndId: 'E00000000202603101504abcdefghijk',
    movementId: 'mov-1',
  },
  relationId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  canReverse: true,
};

async function openReceipt(transaction: AccountTransaction, host: ScreenHost = testHost()) {
  await setupI18n();
  await loadScreen('receipt');
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <ScreenModal host={host} screenId="receipt" route={{ transaction } as never} onClose={onClose} />
    </MemoryRouter>,
  );
  const dialog = await screen.findByRole('dialog', { name: transaction.description });
  return { dialog, onClose };
}

describe('the receipt of a statement entry', () => {
  test("is titled with the entry's description and shows its amount, date and the receive body", async () => {
    const { dialog } = await openReceipt(RECEIVED);
    expect(within(dialog).getByTestId('receipt-amount')).toHaveTextContent(formatMoney(1234.5, 'BRL'));
    expect(within(dialog).getByTestId('receipt-executed-at').textContent).toMatch(/^10\/03\/2026 \d{1,2}:04:05$/);
    const payer = within(dialog).getByRole('region', { name: 'Pagador' });
    expect(payer).toHaveTextContent('Carlos Eduardo Martins');
    expect(payer).toHaveTextContent('CPF');
    expect(payer).toHaveTextContent('862.883.667-57');
    expect(payer).toHaveTextContent('0012');
    expect(dialog).toHaveTextContent('E00000000202603101504abcdefghijk');
  });

  test("prints a bank slip's digitable line in its groups, as the slip does", async () => {
    const line = buildBankSlipLine({
      bankCode: '999',
      amountCents: 12_345,
      dueDate: new Date(2026, 11, 10, 12),
      freeField: '0001000012300000000000042',
    }).line;
    const paid: AccountTransaction = {
      ...RECEIVED,
      amount: -123.45,
      launch: 'DEBIT',
      description: 'Pagamento de boleto',
      entity: 'PAYMENT_BANK_SLIP',
      metadata: { digitableLine: line, movementId: 'mov-2' },
      canReverse: false,
    };
    const { dialog } = await openReceipt(paid);
    expect(dialog).toHaveTextContent(formatDigitableLine(line));
    expect(formatDigitableLine(line)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });

  test('masks the amount and the tax ids when amounts are hidden', async () => {
    const { dialog } = await openReceipt(RECEIVED, { ...testHost(), visible: false });
    expect(within(dialog).getByTestId('receipt-amount')).toHaveTextContent(formatMoney(1234.5, 'BRL', { hidden: true }));
    expect(dialog).not.toHaveTextContent('862.883.667-57');
  });

  test('offers Reverse only for an entry that can still be reversed', async () => {
    const { dialog } = await openReceipt(RECEIVED);
    expect(within(dialog).getByRole('button', { name: 'Devolver' })).toBeInTheDocument();
    cleanup();
    const { dialog: closed } = await openReceipt({ ...RECEIVED, canReverse: false });
    expect(within(closed).queryByRole('button', { name: 'Devolver' })).toBeNull();
    expect(within(closed).getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
  });

  test('Close closes it without a result, so the statement does not reload', async () => {
    const { dialog, onClose } = await openReceipt(RECEIVED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledWith();
  });
});
