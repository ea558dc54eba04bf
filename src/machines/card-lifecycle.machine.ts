import { assign, createActor, fromPromise, setup, transition, waitFor, type SnapshotFrom } from 'xstate';
import type { CardPurchasePage } from '../generated/schemas.ts';
import { cancelCard, getCardPurchases, lockCard, unlockCard, type CardPurchaseQuery } from '../api/cards.ts';

/** The selected card as the machine needs it: which card, and the status the server gave it. */
export interface SelectedCard {
  id: string;
  status: string;
}

/** A page of a card's purchases; only whether it holds items matters here (spec 001 §7). */
export interface PurchasesPage {
  items: unknown[];
}

export interface CardLifecycleContext {
  card: SelectedCard | null;
  purchasesQuery: CardPurchaseQuery;
  purchases: PurchasesPage | null;
}

export type CardLifecycleEvent =
  | { type: 'SELECT'; card: SelectedCard }
  | { type: 'LOCK' }
  | { type: 'UNLOCK' }
  | { type: 'CANCEL' }
  | { type: 'ACCEPT' }
  | { type: 'DISMISS' }
  | { type: 'APPROVE' }
  | { type: 'APPROVED'; status: string }
  | { type: 'LOAD_PURCHASES'; query?: CardPurchaseQuery };

/** The card actions a status allows, in the order the grid shows them. */
export type CardAction = 'APPROVE' | 'LOCK' | 'UNLOCK' | 'CANCEL';

const requestFor = (call: (id: string) => Promise<void>) => fromPromise<void, { id: string }>(({ input }) => call(input.id));

/**
 * The selected card's lifecycle (spec 001 §4): a new card waits for approval (PROCESSING) until the
 * approval dialog approves it (ACTIVE) or disapproves it (CANCELED); ACTIVE can be locked, LOCKED
 * unlocked (activate), both cancelled after a confirmation; nothing leaves CANCELED. The approval
 * dialog asks the bank itself and reports the status it answered (APPROVED). Each other action is a request state whose
 * success moves the card to its new status; a failure keeps the status (spec 001 §8: loading stops,
 * logged, no message). Beside it, the purchases of the card: a load whose empty result is loaded
 * again once (spec 000 §9).
 */
export const cardLifecycleMachine = setup({
  types: {
    context: {} as CardLifecycleContext,
    events: {} as CardLifecycleEvent,
  },
  actors: {
    lockCard: requestFor(lockCard),
    unlockCard: requestFor(unlockCard),
    cancelCard: requestFor(cancelCard),
    loadPurchases: fromPromise<PurchasesPage, { id: string; query: CardPurchaseQuery }>(({ input }) =>
      getCardPurchases(input.id, input.query),
    ),
  },
  guards: {
    isActive: ({ context }) => context.card?.status === 'ACTIVE',
    isLocked: ({ context }) => context.card?.status === 'LOCKED',
    isCanceled: ({ context }) => context.card?.status === 'CANCELED',
    isProcessing: ({ context }) => context.card?.status === 'PROCESSING',
    hasCard: ({ context }) => context.card !== null,
    isEmpty: (_, params: { page: PurchasesPage }) => params.page.items.length === 0,
  },
  actions: {
    setStatus: assign({
      card: ({ context }, params: { status: string }) => (context.card ? { ...context.card, status: params.status } : null),
    }),
    select: assign({ card: ({ event }) => (event.type === 'SELECT' ? { id: event.card.id, status: event.card.status } : null) }),
    /** spec 001 §8: a failed card call is logged, with no message to the person. */
    logFailure: (_, params: { error: unknown }) => console.error(params.error),
    rememberQuery: assign({
      purchasesQuery: ({ context, event }) => (event.type === 'LOAD_PURCHASES' ? (event.query ?? {}) : context.purchasesQuery),
      purchases: null,
    }),
  },
}).createMachine({
  id: 'cardLifecycle',
  type: 'parallel',
  context: { card: null, purchasesQuery: {}, purchases: null },
  states: {
    card: {
      initial: 'none',
      states: {
        none: { on: { SELECT: { target: 'selecting', actions: 'select' } } },
        // Settles on the state of the selected card's status; PROCESSING (or one it does not know) is pending.
        selecting: {
          always: [
            { guard: 'isActive', target: 'active' },
            { guard: 'isLocked', target: 'locked' },
            { guard: 'isCanceled', target: 'canceled' },
            { target: 'pending' },
          ],
        },
        pending: {
          on: {
            SELECT: { target: 'selecting', actions: 'select' },
            APPROVE: { guard: 'isProcessing', target: 'approving' },
          },
        },
        // The approval dialog is open (password and/or token); it tells the status the bank gave the card.
        approving: {
          on: {
            APPROVED: { target: 'selecting', actions: { type: 'setStatus', params: ({ event }) => ({ status: event.status }) } },
            DISMISS: 'selecting',
          },
        },
        active: {
          on: {
            SELECT: { target: 'selecting', actions: 'select' },
            LOCK: 'locking',
            CANCEL: 'confirmingCancel',
          },
        },
        locked: {
          on: {
            SELECT: { target: 'selecting', actions: 'select' },
            UNLOCK: 'unlocking',
            CANCEL: 'confirmingCancel',
          },
        },
        // spec 001 §8: the cancel asks first; only 'Aceitar' sends it.
        confirmingCancel: {
          on: {
            ACCEPT: 'canceling',
            DISMISS: 'selecting',
          },
        },
        locking: {
          invoke: {
            src: 'lockCard',
            input: ({ context }) => ({ id: context.card!.id }),
            onDone: { target: 'selecting', actions: { type: 'setStatus', params: { status: 'LOCKED' } } },
            onError: { target: 'selecting', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        unlocking: {
          invoke: {
            src: 'unlockCard',
            input: ({ context }) => ({ id: context.card!.id }),
            onDone: { target: 'selecting', actions: { type: 'setStatus', params: { status: 'ACTIVE' } } },
            onError: { target: 'selecting', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        canceling: {
          invoke: {
            src: 'cancelCard',
            input: ({ context }) => ({ id: context.card!.id }),
            onDone: { target: 'selecting', actions: { type: 'setStatus', params: { status: 'CANCELED' } } },
            onError: { target: 'selecting', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        canceled: { on: { SELECT: { target: 'selecting', actions: 'select' } } },
      },
    },
    purchases: {
      initial: 'idle',
      states: {
        idle: { on: { LOAD_PURCHASES: { guard: 'hasCard', target: 'loading', actions: 'rememberQuery' } } },
        loading: {
          invoke: {
            src: 'loadPurchases',
            input: ({ context }) => ({ id: context.card!.id, query: context.purchasesQuery }),
            onDone: [
              // spec 000 §9 and 001 §7: an empty result is loaded once more.
              { guard: { type: 'isEmpty', params: ({ event }) => ({ page: event.output }) }, target: 'retrying' },
              { target: 'loaded', actions: assign({ purchases: ({ event }) => event.output }) },
            ],
            onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        retrying: {
          invoke: {
            src: 'loadPurchases',
            input: ({ context }) => ({ id: context.card!.id, query: context.purchasesQuery }),
            onDone: { target: 'loaded', actions: assign({ purchases: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: { on: { LOAD_PURCHASES: { guard: 'hasCard', target: 'loading', actions: 'rememberQuery' } } },
        failed: { on: { LOAD_PURCHASES: { guard: 'hasCard', target: 'loading', actions: 'rememberQuery' } } },
      },
    },
  },
});

export type CardLifecycleSnapshot = SnapshotFrom<typeof cardLifecycleMachine>;

/** The card region's settled state, once no request runs (the page reloads its list then). */
export function isSettled(snapshot: CardLifecycleSnapshot): boolean {
  return ['none', 'pending', 'active', 'locked', 'canceled'].some((state) => snapshot.matches({ card: state } as never));
}

/**
 * Which actions a card with this status offers (spec 001 §2: lock only when ACTIVE, unlock only when
 * LOCKED, cancel when ACTIVE or LOCKED): the events the machine accepts once that card is selected,
 * so the grid's buttons follow the machine's graph, its selection included.
 */
export function cardActionsFor(status: string): CardAction[] {
  const none = cardLifecycleMachine.resolveState({
    value: { card: 'none', purchases: 'idle' },
    context: { card: null, purchasesQuery: {}, purchases: null },
  });
  const [selected] = transition(cardLifecycleMachine, none, { type: 'SELECT', card: { id: '', status } });
  return (['APPROVE', 'LOCK', 'UNLOCK', 'CANCEL'] as const).filter((type) => selected.can({ type }));
}

/**
 * A card's purchases through the machine's purchases region (spec 001 §7: an empty result is loaded
 * once more); a failed load rejects, as any call does.
 */
export async function loadCardPurchases(id: string, query: CardPurchaseQuery = {}): Promise<CardPurchasePage> {
  let failure: unknown = null;
  // spec 001 §8: the failure is logged as any card call's, and kept to reject with.
  const actor = createActor(
    cardLifecycleMachine.provide({
      actions: {
        logFailure: (_, params: { error: unknown }) => {
          failure = params.error;
          console.error(params.error);
        },
      },
    }),
  ).start();
  try {
    actor.send({ type: 'SELECT', card: { id, status: '' } });
    actor.send({ type: 'LOAD_PURCHASES', query });
    const done = await waitFor(
      actor,
      (snapshot) => snapshot.matches({ purchases: 'loaded' }) || snapshot.matches({ purchases: 'failed' }),
    );
    if (done.matches({ purchases: 'failed' })) throw failure;
    return done.context.purchases as CardPurchasePage;
  } finally {
    actor.stop();
  }
}
