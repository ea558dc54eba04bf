import { expect } from 'vitest';
import { cardActionsFor, cardLifecycleMachine } from '../../../src/machines/card-lifecycle.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

const card = (status: string) => ({ id: `card-${status.toLowerCase()}`, status });
const page = (count: number) => ({
  items: Array.from({ length: count }, (_, index) => ({ id: `purchase-${index}` })),
  totalCount: count,
});

export const cardLifecycleModel: MachineModel<typeof cardLifecycleMachine> = {
  name: 'card-lifecycle',
  file: 'src/machines/card-lifecycle.machine.ts',
  machine: cardLifecycleMachine,
  inputs: [undefined],
  events: [
    { type: 'SELECT', card: card('ACTIVE') },
    { type: 'SELECT', card: card('LOCKED') },
    { type: 'SELECT', card: card('CANCELED') },
    { type: 'SELECT', card: card('PROCESSING') },
    { type: 'LOCK' },
    { type: 'UNLOCK' },
    { type: 'CANCEL' },
    { type: 'ACCEPT' },
    { type: 'DISMISS' },
    { type: 'APPROVE' },
    // The approval dialog's answer: approved (ACTIVE) or disapproved (CANCELED).
    { type: 'APPROVED', status: 'ACTIVE' },
    { type: 'APPROVED', status: 'CANCELED' },
    { type: 'LOAD_PURCHASES', query: { pageNumber: 1, pageSize: 20 } },
  ],
  actors: {
    lockCard: { outputs: [undefined], error: new Error('the card could not be locked') },
    unlockCard: { outputs: [undefined], error: new Error('the card could not be unlocked') },
    cancelCard: { outputs: [undefined], error: new Error('the card could not be cancelled') },
    loadPurchases: { outputs: [page(0), page(2)], error: new Error('the purchases could not be read') },
  },
  recordedActions: ['logFailure'],
  // The card's id only names the status it was selected with; the purchases matter as none, empty or some.
  fold: (snapshot) => ({
    status: snapshot.context.card?.status ?? null,
    purchases: snapshot.context.purchases === null ? null : snapshot.context.purchases.items.length > 0,
  }),
  expectations: {
    'card.none': (snapshot) => expect(snapshot.context.card).toBeNull(),
    // A card waiting for approval offers only the approval; a status the machine does not know, nothing.
    'card.pending': (snapshot) => {
      const status = snapshot.context.card!.status;
      expect(cardActionsFor(status)).toEqual(status === 'PROCESSING' ? ['APPROVE'] : []);
    },
    // The approval dialog is open: nothing is decided until it answers.
    'card.approving': (snapshot) => expect(snapshot.context.card?.status).toBe('PROCESSING'),
    'card.active': (snapshot) => {
      expect(snapshot.context.card?.status).toBe('ACTIVE');
      expect(cardActionsFor('ACTIVE')).toEqual(['LOCK', 'CANCEL']);
    },
    'card.locked': (snapshot) => {
      expect(snapshot.context.card?.status).toBe('LOCKED');
      expect(cardActionsFor('LOCKED')).toEqual(['UNLOCK', 'CANCEL']);
    },
    'card.canceled': (snapshot) => {
      expect(snapshot.context.card?.status).toBe('CANCELED');
      expect(cardActionsFor('CANCELED')).toEqual([]);
    },
    // spec 001 §8: nothing is sent before 'Aceitar'.
    'card.confirmingCancel': (snapshot) => expect(['ACTIVE', 'LOCKED']).toContain(snapshot.context.card?.status),
    'card.locking': (snapshot) => expect(snapshot.context.card?.status).toBe('ACTIVE'),
    'card.unlocking': (snapshot) => expect(snapshot.context.card?.status).toBe('LOCKED'),
    'card.canceling': (snapshot) => expect(['ACTIVE', 'LOCKED']).toContain(snapshot.context.card?.status),
    'purchases.idle': (snapshot) => expect(snapshot.context.purchases).toBeNull(),
    'purchases.loading': (snapshot) => {
      expect(snapshot.context.card).not.toBeNull();
      expect(snapshot.context.purchases).toBeNull();
    },
    // spec 000 §9: only an empty first answer leads to the one retry.
    'purchases.retrying': (snapshot) => expect(snapshot.context.purchases).toBeNull(),
    'purchases.loaded': (snapshot) => expect(snapshot.context.purchases).not.toBeNull(),
    'purchases.failed': (_snapshot, calls) => expect(calls.some((call) => call.action === 'logFailure')).toBe(true),
  },
};
