// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { subscribeNotices } from '../../../src/api/notices.ts';
import { cardLifecycleHandle } from '../../../src/renderer/host/card-lifecycle-handle.ts';
import { cardLifecycleMachine } from '../../../src/machines/card-lifecycle.machine.ts';
import { formatDateTime, formatQueryDate } from '../../../src/domain/index.ts';
import { lastDays } from '../../../src/renderer/dates/range-selection.ts';
import { loadScreen, setScreenModule } from '../../../src/renderer/screens/screen-store.ts';
import type { GridScreen } from '../../../src/renderer/screens/types.ts';
import { ACTIVE_CARD } from './support/cards.ts';
import { renderScreen, testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(cleanup);

const CARDS = [
  ACTIVE_CARD,
  {
    id: 'card-locked',
    holderId: 'h',
    displayName: 'MARIA S SOUZA',
    number: '**** 2222',
    type: 'PHYSICAL',
    status: 'LOCKED',
    createdAt: '2026-03-02T15:04:00Z',
  },
  {
    id: 'card-canceled',
    holderId: 'h',
    displayName: 'MARIA S SOUZA',
    number: '**** 3333',
    type: 'PHYSICAL',
    status: 'CANCELED',
    createdAt: '2026-03-03T15:04:00Z',
  },
  {
    id: 'card-pending',
    holderId: 'h',
    displayName: 'MARIA S SOUZA',
    number: '**** 4444',
    type: 'VIRTUAL',
    status: 'PROCESSING',
    createdAt: '2026-03-04T15:04:00Z',
  },
];

const cardsPage = () => ({ items: CARDS, currentPage: 1, pageSize: 20, totalCount: CARDS.length });
const rowOf = (number: string) => screen.getByRole('cell', { name: number }).closest('tr') as HTMLElement;
const actionsOf = (number: string) =>
  within(rowOf(number))
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** The card page's host: the card lifecycle machine with its requests recorded instead of sent. */
/** The cards page of one holder, as the holders' list opens it. */
const HOLDER_URL = '/?holderId=holder-1';

function cardHost(
  data: (operation: string, params: Record<string, unknown>) => unknown,
  requests: string[] = [],
  roles?: string[],
  refused: string[] = [],
) {
  const request = (name: string) =>
    fromPromise<void, { id: string }>(async ({ input }) => {
      requests.push(`${name} ${input.id}`);
      if (refused.includes(name)) throw new Error(`${name} refused`);
    });
  const actor = createActor(
    cardLifecycleMachine.provide({
      actors: { lockCard: request('lock'), unlockCard: request('unlock'), cancelCard: request('cancel') },
    }),
  ).start();
  return { ...testHost({ data, roles }), machines: { cardLifecycle: cardLifecycleHandle(actor) } };
}

/** The messages of the toasts shown during the test. */
function collectToasts(): string[] {
  const toasts: string[] = [];
  onTestFinished(subscribeNotices((notice) => void (notice.kind === 'toast' && toasts.push(notice.message))));
  return toasts;
}

describe('card grid: row actions by the card lifecycle machine (spec 001 §4)', () => {
  test('lock only when ACTIVE, unlock only when LOCKED, cancel when ACTIVE or LOCKED, approve only when PROCESSING; purchases always', async () => {
    await renderScreen('cards', { host: cardHost(cardsPage), url: HOLDER_URL });
    await screen.findByRole('cell', { name: '**** 1111' });
    expect(actionsOf('**** 1111')).toEqual(['Compras', 'Bloquear', 'Cancelar cartão']);
    expect(actionsOf('**** 2222')).toEqual(['Compras', 'Desbloquear', 'Cancelar cartão']);
    expect(actionsOf('**** 3333')).toEqual(['Compras']);
    expect(actionsOf('**** 4444')).toEqual(['Compras', 'Aprovar']);
    expect(within(rowOf('**** 2222')).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(rowOf('**** 3333')).getByText('Cancelado')).toBeInTheDocument();
    expect(within(rowOf('**** 4444')).getByText('Processando')).toBeInTheDocument();
  });

  test("after choosing a cancelled card, then one waiting for approval, another card's action is sent for that card", async () => {
    const user = userEvent.setup();
    const data = vi.fn(cardsPage);
    const requests: string[] = [];
    await renderScreen('cards', { host: cardHost(data, requests), url: HOLDER_URL });
    await screen.findByRole('cell', { name: '**** 1111' });
    for (const number of ['**** 3333', '**** 4444']) {
      await user.click(within(rowOf(number)).getByRole('radio'));
      expect(screen.getByTestId('card-visual')).toHaveTextContent(number);
    }
    await user.click(within(rowOf('**** 1111')).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(data).toHaveBeenCalledTimes(2));
    expect(requests).toEqual(['lock card-active']);
  });

  test('after choosing a cancelled card, a lock on another card is sent for that card', async () => {
    const user = userEvent.setup();
    const data = vi.fn(cardsPage);
    const requests: string[] = [];
    await renderScreen('cards', { host: cardHost(data, requests), url: HOLDER_URL });
    await user.click(within(await waitFor(() => rowOf('**** 3333'))).getByRole('radio'));
    expect(screen.getByTestId('card-visual')).toHaveTextContent('**** 3333');
    await user.click(within(rowOf('**** 1111')).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(requests).toEqual(['lock card-active']));
    await waitFor(() => expect(data).toHaveBeenCalledTimes(2));
  });

  test('opened without a holder, the page asks to choose one and calls nothing', async () => {
    const asked: string[] = [];
    await renderScreen('cards', {
      host: cardHost((operation, params) => {
        asked.push(`${operation} ${String(params.holderId)}`);
        return cardsPage();
      }),
    });
    expect(await screen.findByText('Escolha um portador na lista de portadores para ver os cartões dele.')).toBeInTheDocument();
    expect(asked.filter((call) => call.startsWith('cards'))).toEqual([]);
  });

  test('the first card is selected on load and drawn as a card; choosing another row draws that one', async () => {
    const user = userEvent.setup();
    await renderScreen('cards', { host: cardHost(cardsPage), url: HOLDER_URL });
    await screen.findByRole('cell', { name: '**** 1111' });
    const visual = screen.getByTestId('card-visual');
    expect(visual).toHaveTextContent('MARIA S SOUZA');
    expect(visual).toHaveTextContent('**** 1111');
    expect(visual).toHaveTextContent('**/**');
    expect(visual).toHaveTextContent('***');
    expect((within(rowOf('**** 1111')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    await user.click(within(rowOf('**** 2222')).getByRole('radio'));
    expect((within(rowOf('**** 2222')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('card-visual')).toHaveTextContent('**** 2222');
  });

  test('locking sends the lock request for that card through the machine, says so and reloads the grid', async () => {
    const user = userEvent.setup();
    const data = vi.fn(cardsPage);
    const requests: string[] = [];
    const toasts = collectToasts();
    await renderScreen('cards', { host: cardHost(data, requests), url: HOLDER_URL });
    await user.click(await within(await waitFor(() => rowOf('**** 1111'))).findByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(data).toHaveBeenCalledTimes(2));
    expect(requests).toEqual(['lock card-active']);
    expect(toasts).toEqual(['Cartão bloqueado.']);
  });

  test('a lock, an unlock and a cancel the bank refuses are logged and reload nothing; the next action is sent', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = vi.fn(cardsPage);
    const requests: string[] = [];
    const refused = ['lock', 'unlock', 'cancel'];
    await renderScreen('cards', { host: cardHost(data, requests, undefined, refused), url: HOLDER_URL });
    await user.click(await within(await waitFor(() => rowOf('**** 1111'))).findByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(requests).toEqual(['lock card-active']));
    await user.click(within(rowOf('**** 2222')).getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(requests).toEqual(['lock card-active', 'unlock card-locked']));
    await user.click(within(rowOf('**** 2222')).getByRole('button', { name: 'Cancelar cartão' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(requests).toEqual(['lock card-active', 'unlock card-locked', 'cancel card-locked']));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(3));
    expect(data).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    refused.length = 0;
    await user.click(within(rowOf('**** 1111')).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(data).toHaveBeenCalledTimes(2));
    expect(requests.at(-1)).toBe('lock card-active');
  });

  test.each([
    ['a locked card', '**** 2222', 'card-locked'],
    ['an active card', '**** 1111', 'card-active'],
  ])(
    'cancelling %s asks first, with an "Aceitar" button; declining sends nothing; accepted, it says so and reloads',
    async (_, number, id) => {
      const user = userEvent.setup();
      const data = vi.fn(cardsPage);
      const requests: string[] = [];
      const toasts = collectToasts();
      await renderScreen('cards', { host: cardHost(data, requests), url: HOLDER_URL });
      await user.click(await within(await waitFor(() => rowOf(number))).findByRole('button', { name: 'Cancelar cartão' }));
      const question = await screen.findByRole('dialog');
      expect(within(question).getByText('Deseja cancelar este cartão? Esta ação não pode ser desfeita.')).toBeInTheDocument();
      await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
      expect(requests).toEqual([]);
      await user.click(within(rowOf(number)).getByRole('button', { name: 'Cancelar cartão' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceitar' }));
      await waitFor(() => expect(requests).toEqual([`cancel ${id}`]));
      await waitFor(() => expect(toasts).toEqual(['Cartão cancelado.']));
      await waitFor(() => expect(data).toHaveBeenCalledTimes(2));
    },
  );

  test('unlocking sends the unlock request for that card, says so and reloads the grid', async () => {
    const user = userEvent.setup();
    const data = vi.fn(cardsPage);
    const requests: string[] = [];
    const toasts = collectToasts();
    await renderScreen('cards', { host: cardHost(data, requests), url: HOLDER_URL });
    await user.click(await within(await waitFor(() => rowOf('**** 2222'))).findByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(requests).toEqual(['unlock card-locked']));
    await waitFor(() => expect(toasts).toEqual(['Cartão desbloqueado.']));
    await waitFor(() => expect(data).toHaveBeenCalledTimes(2));
  });

  test('after the cancel question is declined, another card is locked', async () => {
    const user = userEvent.setup();
    const data = vi.fn(cardsPage);
    const requests: string[] = [];
    await renderScreen('cards', { host: cardHost(data, requests), url: HOLDER_URL });
    await user.click(await within(await waitFor(() => rowOf('**** 2222'))).findByRole('button', { name: 'Cancelar cartão' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(rowOf('**** 1111')).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(requests).toEqual(['lock card-active']));
    await waitFor(() => expect(data).toHaveBeenCalledTimes(2));
  });

  test("a card waiting for approval: the dialog closed leaves another card's action working; approved with the password, the grid says so and reloads", async () => {
    const user = userEvent.setup();
    const data = vi.fn(cardsPage);
    const requests: string[] = [];
    const call = vi.fn(async (operation: string, params: Record<string, unknown>) => {
      requests.push(`${operation} ${String(params.id)}`);
      return { id: params.id, status: 'ACTIVE' };
    });
    const host = {
      ...cardHost(data, requests),
      call,
      services: { ...testHost().services, approvalSettings: async () => ({ method: 'PASSWORD' as const, keyboard: true }) },
    };
    const toasts = collectToasts();
    await renderScreen('cards', { host, url: HOLDER_URL });
    await user.click(await within(await waitFor(() => rowOf('**** 4444'))).findByRole('button', { name: 'Aprovar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Aprovar cartão' })).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(rowOf('**** 1111')).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(requests).toEqual(['lock card-active']));
    await waitFor(() => expect(data).toHaveBeenCalledTimes(2));
    const loads = data.mock.calls.length;

    await user.click(within(rowOf('**** 4444')).getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar cartão' });
    for (const index of [0, 1, 2, 3, 4, 1])
      await user.click(within(dialog).getAllByRole('button', { name: /^\d ou \d$/ })[index]!);
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(toasts).toContain('Cartão aprovado.'));
    expect(requests).toEqual(['lock card-active', 'approveCard card-pending']);
    await waitFor(() => expect(data.mock.calls.length).toBeGreaterThan(loads));
  });

  test('the whole grid is hidden when the card feature is off', async () => {
    await renderScreen('cards', { host: { ...cardHost(cardsPage), features: {} }, url: HOLDER_URL });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cartões' })).toBeNull());
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('an action behind a role shows only to users holding it', async () => {
    const module = await loadScreen('cards');
    const screenFile = structuredClone(module.screen) as GridScreen;
    screenFile.spec.rowActions!.find((action) => action.id === 'lock')!.roles = ['ACCOUNT_ADMIN'];
    setScreenModule('cards', { ...module, screen: screenFile });
    try {
      await renderScreen('cards', { host: cardHost(cardsPage, [], ['ACCOUNT_HOLDER']), url: HOLDER_URL });
      await screen.findByRole('cell', { name: '**** 1111' });
      expect(actionsOf('**** 1111')).toEqual(['Compras', 'Cancelar cartão']);
      cleanup();
      await renderScreen('cards', { host: cardHost(cardsPage, [], ['ACCOUNT_ADMIN']), url: HOLDER_URL });
      await screen.findByRole('cell', { name: '**** 1111' });
      expect(actionsOf('**** 1111')).toEqual(['Compras', 'Bloquear', 'Cancelar cartão']);
    } finally {
      setScreenModule('cards', module);
    }
  });
});

const ENTRY = (index: number) => ({
  id: `t-${index}`,
  description: index === 0 ? 'PIX recebido' : `Lançamento ${index}`,
  amount: 1234.56,
  balance: 9876.5,
  currency: 'BRL',
  launch: index % 2 === 0 ? 'CREDIT' : 'DEBIT',
  executedAt: '2026-03-10T13:05:00-03:00',
});

describe('statement grid', () => {
  const statement = vi.fn((_operation: string, params: Record<string, unknown>) => {
    const size = Number(params.pageSize);
    return {
      items: Array.from({ length: size }, (_, index) => ENTRY(index)),
      currentPage: params.pageNumber,
      pageSize: size,
      totalCount: 45,
    };
  });
  const lookup = async (name: string) =>
    name === 'LaunchTypes'
      ? [
          { key: 'CREDIT', value: 'Crédito' },
          { key: 'DEBIT', value: 'Débito' },
        ]
      : [];

  test('while its rows load it holds the place of two, with the column labels and "…", hidden from screen readers, which hear the loading', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const data = (operation: string, params: Record<string, unknown>) =>
      new Promise((resolve) => {
        answer = () => resolve(statement(operation, params));
      });
    const { container } = await renderScreen('statement', { host: testHost({ data, services: { lookup } }) });
    const placeholders = await waitFor(() => {
      const rows = [...container.querySelectorAll('tbody tr')];
      expect(rows).toHaveLength(2);
      return rows;
    });
    for (const row of placeholders) {
      expect(row.getAttribute('aria-hidden')).toBe('true');
      const cells = [...row.querySelectorAll('td')];
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
        'Data',
        'Descrição',
        'Valor',
        'Saldo',
        'Lançamento',
        null,
      ]);
      expect(cells.every((cell) => cell.textContent === '…')).toBe(true);
    }
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryAllByRole('row')).toHaveLength(1);
    answer(undefined);
    await screen.findAllByRole('cell', { name: 'PIX recebido' });
    expect(container.querySelectorAll('tbody tr')).toHaveLength(20);
    expect(container.querySelector('tr[aria-hidden]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('columns show their formats: date and time, money in R$, the launch with its arrow', async () => {
    await renderScreen('statement', { host: testHost({ data: statement, services: { lookup } }) });
    const row = (await screen.findByRole('cell', { name: 'PIX recebido' })).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The last cell holds the row's actions: an entry without metadata has no receipt to open.
    expect(cells).toEqual([
      formatDateTime('2026-03-10T13:05:00-03:00'),
      'PIX recebido',
      'R$ 1.234,56',
      'R$ 9.876,50',
      'Crédito',
      '',
    ]);
  });

  test('it asks for the last 7 days and page 1 of 20, then follows the pager, the page size, the search and the launch filter', async () => {
    const user = userEvent.setup();
    statement.mockClear();
    await renderScreen('statement', { host: testHost({ data: statement, services: { lookup } }) });
    const week = lastDays(7);
    await waitFor(() =>
      expect(statement).toHaveBeenLastCalledWith('accountTransactions', {
        accountId: 'account-1',
        pageNumber: 1,
        pageSize: 20,
        startDate: formatQueryDate(week.start),
        endDate: formatQueryDate(week.end),
      }),
    );
    expect(await screen.findByTestId('grid-count')).toHaveTextContent('1 à 20 de 45');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(statement.mock.lastCall![1]).toMatchObject({ pageNumber: 2 }));
    expect(screen.getByTestId('grid-count')).toHaveTextContent('21 à 40 de 45');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByLabelText('Itens por página'), '50');
    await waitFor(() => expect(statement.mock.lastCall![1]).toMatchObject({ pageNumber: 1, pageSize: 50 }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'PIX');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(statement.mock.lastCall![1]).toMatchObject({ search: 'PIX' }));
    const launch = screen.getByLabelText('Lançamento');
    await waitFor(() => within(launch).getByRole('option', { name: 'Débito' }));
    await user.selectOptions(launch, 'DEBIT');
    await waitFor(() => expect(statement.mock.lastCall![1]).toMatchObject({ launch: 'DEBIT', pageNumber: 1 }));
  });

  test('the pager shows first, previous, the page numbers, next and last', async () => {
    await renderScreen('statement', { host: testHost({ data: statement, services: { lookup } }) });
    const pager = await screen.findByRole('navigation', { name: 'Paginação' });
    await waitFor(() => expect(within(pager).getAllByRole('button')).toHaveLength(7));
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Primeira página', 'Página anterior', 'Página 1', 'Página 2', 'Página 3', 'Próxima página', 'Última página']);
  });
});

describe('account addresses grid (client paging)', () => {
  const account = () => ({
    addresses: Array.from({ length: 12 }, (_, index) => ({
      type: 'RESIDENTIAL',
      zipCode: '01310100',
      street: index === 11 ? 'Rua Augusta' : 'Avenida Paulista',
      number: String(index + 1),
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    })),
  });

  test('pages and searches the rows it got; the zip code and the type read as people write them', async () => {
    const user = userEvent.setup();
    await renderScreen('account-addresses', { host: testHost({ data: account }) });
    expect(await screen.findByTestId('grid-count')).toHaveTextContent('1 à 10 de 12');
    expect(screen.getAllByRole('cell', { name: '01310-100' })).toHaveLength(10);
    expect(screen.getAllByRole('cell', { name: 'Residencial' })).toHaveLength(10);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'augusta');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('grid-count')).toHaveTextContent('1 à 1 de 1');
  });
});
