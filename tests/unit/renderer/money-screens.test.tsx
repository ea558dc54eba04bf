// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { renderScreen, testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(cleanup);

beforeAll(() => {
  // jsdom has no blob: addresses; the page's are made by the browser from the file the bank answered.
  let next = 0;
  URL.createObjectURL = () => `blob:test/${++next}`;
  URL.revokeObjectURL = () => undefined;
});

const BILLING = {
  id: '6f1c2d4e-0000-4000-8000-000000000001',
  accountId: 'account-1',
  currency: 'BRL',
  amount: 58.9,
  amountReceived: 0,
  status: 'ACTIVE',
  metadata: { emv: '00020126360014br.gov.bcb.pix0114112223330001815204000053039865405' },
  drawee: null,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
};

const QUANTITIES = {
  items: [
    { accountId: 'account-1', status: 'ACTIVE', quantity: 4, amount: 1390.8, items: [] },
    { accountId: 'account-1', status: 'PAID', quantity: 1, amount: 123.45, items: [] },
  ],
};

/** A host answering the charge view's record and the files of its viewers; every call is recorded. */
function billingHost(billing: object, calls: string[] = []) {
  return testHost({
    data: (operation) => (operation === 'billing' ? billing : undefined),
    call: async (operation, params) => {
      calls.push(`${operation} ${String(params.id ?? params.accountId)}`);
      if (operation === 'bankSlipPdf') return new Blob(['%PDF-1.4'], { type: 'application/pdf' });
      if (operation === 'billingPixImage' || operation === 'billingQrCodeImage') return new Blob(['png'], { type: 'image/png' });
      if (operation === 'billingQuantities') return QUANTITIES;
      return undefined;
    },
  });
}

describe('the charge view', () => {
  test('a PIX charge shows its QR image from the file the bank answered, the code to copy, and no due date of 0001-01-01', async () => {
    const calls: string[] = [];
    await renderScreen('billing-view', {
      host: billingHost({ ...BILLING, type: 'PIX_STATIC', dueDate: '0001-01-01' }, calls),
      path: '/:id',
      url: `/${BILLING.id}`,
    });
    const image = await screen.findByRole('img', { name: 'QR Code' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(calls).toEqual([`billingPixImage ${BILLING.id}`]);
    expect(screen.getByText(BILLING.metadata.emv)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
    expect(screen.queryByText('Vencimento')).toBeNull();
  });

  test('a bank slip shows its PDF in a frame with a download named after the charge, and its line as printed', async () => {
    const line = '99990001036543210000900000000026516590000012345';
    await renderScreen('billing-view', {
      host: billingHost({ ...BILLING, type: 'BANK_SLIP', dueDate: '2026-12-13', metadata: { digitableLine: line } }),
      path: '/:id',
      url: `/${BILLING.id}`,
    });
    const frame = await screen.findByTitle('Boleto em PDF');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('link', { name: 'Baixar' })).toHaveAttribute('download', `boleto-${BILLING.id}.pdf`);
    expect(screen.getByText('99990.00103 65432.100009 00000.000026 5 16590000012345')).toBeInTheDocument();
    expect(screen.getByText('13/12/2026')).toBeInTheDocument();
  });
});

describe('the charges list', () => {
  test('counts the charges by status above the table, each with its status and amount', async () => {
    await renderScreen('billings-list', {
      host: testHost({
        data: () => ({ items: [], currentPage: 1, pageSize: 20, totalCount: 0 }),
        call: async (operation) => (operation === 'billingQuantities' ? QUANTITIES : undefined),
      }),
    });
    const bar = await screen.findByRole('list', { name: 'Cobranças por situação' });
    const items = within(bar).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ativo4 cobrançasR$ 1.390,80', 'Pago1 cobrançaR$ 123,45']);
  });
});

describe('a button of a screen file', () => {
  test('a double click runs its steps once: one question is asked, and the button waits disabled', async () => {
    const user = userEvent.setup();
    await renderScreen('billing-view', {
      host: testHost({
        data: () => ({ ...BILLING, type: 'PIX_STATIC' }),
      }),
      path: '/:id',
      url: `/${BILLING.id}`,
    });
    const cancel = await screen.findByRole('button', { name: 'Cancelar cobrança' });
    await user.dblClick(cancel);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(cancel).toBeDisabled();
  });
});
