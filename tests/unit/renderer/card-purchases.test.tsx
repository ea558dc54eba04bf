// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getCardPurchases } from '../../../src/api/cards.ts';
import type { CardPurchase, CardPurchasePage } from '../../../src/generated/schemas.ts';
import cardPurchases from '../../../src/renderer/vocabulary/operations/cards/card-purchases.ts';
import { ACTIVE_CARD } from './support/cards.ts';
import { renderScreen, testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

// The bank's answers to GET /api/Cards/{id}/Purchases, one per call; the rest of the site's card calls stay as they are.
vi.mock('../../../src/api/cards.ts', async (original) => ({
  ...(await original<typeof import('../../../src/api/cards.ts')>()),
  getCardPurchases: vi.fn(),
}));
const purchasesCall = vi.mocked(getCardPurchases);

afterEach(() => {
  cleanup();
  purchasesCall.mockReset();
});

const CARD = ACTIVE_CARD;

const page = (items: CardPurchasePage['items']): CardPurchasePage => ({
  items,
  currentPage: 1,
  pageSize: 10,
  totalCount: items.length,
  totalPages: items.length ? 1 : 0,
  hasPrevious: false,
  hasNext: false,
});

const PURCHASE: CardPurchase = {
  id: 'purchase-1',
  cardId: 'card-active',
  createdAt: '2026-03-05T18:30:00Z',
  description: 'Mercado',
  merchantName: 'Supermercado Bom Preço',
  amount: 152.4,
  currency: 'BRL',
  installments: 1,
  status: 'CONFIRMED',
};

/** The card page of one holder, its purchases read through the site's own operation (and so the card lifecycle machine). */
async function openPurchases() {
  const host = testHost({
    data: (operation, params) =>
      operation === 'cardPurchases' ? cardPurchases.run(params) : { items: [CARD], currentPage: 1, pageSize: 20, totalCount: 1 },
  });
  await renderScreen('cards', { host, url: '/?holderId=holder-1' });
  const row = (await screen.findByRole('cell', { name: '**** 1111' })).closest('tr') as HTMLElement;
  await userEvent.setup().click(within(row).getByRole('button', { name: 'Compras' }));
  return within(await screen.findByRole('dialog', { name: 'Compras do cartão MARIA S SOUZA' }));
}

describe("a card's purchases (spec 001 §7: an empty answer is asked once more; spec 001 §8: a failure is logged)", () => {
  test('a page with purchases is shown as it came, asked once', async () => {
    purchasesCall.mockResolvedValue(page([PURCHASE]));
    const dialog = await openPurchases();
    expect(await dialog.findByRole('cell', { name: 'Supermercado Bom Preço' })).toBeInTheDocument();
    expect(purchasesCall).toHaveBeenCalledTimes(1);
    expect(purchasesCall).toHaveBeenCalledWith('card-active', expect.objectContaining({ pageNumber: 1, pageSize: 10 }));
  });

  test('an empty answer is asked once more, and the second answer is shown', async () => {
    purchasesCall.mockResolvedValueOnce(page([])).mockResolvedValueOnce(page([PURCHASE]));
    const dialog = await openPurchases();
    expect(await dialog.findByRole('cell', { name: 'Supermercado Bom Preço' })).toBeInTheDocument();
    expect(purchasesCall).toHaveBeenCalledTimes(2);
  });

  test('two empty answers say there are no purchases, asked twice', async () => {
    purchasesCall.mockResolvedValue(page([]));
    const dialog = await openPurchases();
    expect(await dialog.findByText('Nenhuma compra encontrada.')).toBeInTheDocument();
    expect(purchasesCall).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['the first read fails', () => purchasesCall.mockRejectedValueOnce(new Error('network down')), 1],
    [
      'the second read, after an empty answer, fails',
      () => purchasesCall.mockResolvedValueOnce(page([])).mockRejectedValueOnce(new Error('network down')),
      2,
    ],
  ])('%s: it is logged, the loading stops and no purchase is shown', async (_, answers, calls) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers();
    try {
      const dialog = await openPurchases();
      expect(await dialog.findByText('Nenhuma compra encontrada.')).toBeInTheDocument();
      await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' })));
      expect(purchasesCall).toHaveBeenCalledTimes(calls);
    } finally {
      logged.mockRestore();
    }
  });
});
