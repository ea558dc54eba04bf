import { assign, setup } from 'xstate';

/**
 * The life of a transfer or a payment on the bank (docs/sandbox-money.md): created, it waits for
 * approval and nothing has moved; approval moves the money (a transfer to another bank may settle
 * later, or be refused by it); disapproval and cancel move nothing; the fifth wrong password or token
 * rejects it. A payment of another bank's slip approved today can be reversed once.
 *
 * The screens follow it (which row actions a pending list offers) and the illegal-event tables of
 * tests/integration check that the bank refuses every event this machine does not accept.
 */
export interface MoneyOperationInput {
  kind: 'transfer' | 'payment';
  /** The wrong tries left before the bank rejects the operation (remainingAttempts). */
  remainingAttempts?: number;
}

export interface MoneyOperationContext {
  kind: MoneyOperationInput['kind'];
  remainingAttempts: number;
}

export type MoneyOperationEvent =
  | { type: 'APPROVE'; outcome?: 'COMPLETED' | 'PROCESSING' | 'REFUSED' }
  | { type: 'WRONG_CREDENTIALS' }
  | { type: 'DISAPPROVE' }
  | { type: 'CANCEL' }
  | { type: 'SETTLE' }
  | { type: 'REVERSE' };

/** The bank's rule: five wrong tries reject the operation. */
export const APPROVAL_ATTEMPTS = 5;

export const moneyOperationMachine = setup({
  types: {
    context: {} as MoneyOperationContext,
    events: {} as MoneyOperationEvent,
    input: {} as MoneyOperationInput,
  },
  guards: {
    settlesLater: ({ context, event }) =>
      context.kind === 'transfer' && event.type === 'APPROVE' && event.outcome === 'PROCESSING',
    refusedByReceivingBank: ({ context, event }) =>
      context.kind === 'transfer' && event.type === 'APPROVE' && event.outcome === 'REFUSED',
    lastAttempt: ({ context }) => context.remainingAttempts <= 1,
    reversible: ({ context }) => context.kind === 'payment',
  },
  actions: {
    countWrongTry: assign({ remainingAttempts: ({ context }) => context.remainingAttempts - 1 }),
  },
}).createMachine({
  id: 'moneyOperation',
  context: ({ input }) => ({ kind: input.kind, remainingAttempts: input.remainingAttempts ?? APPROVAL_ATTEMPTS }),
  initial: 'CREATED',
  states: {
    CREATED: {
      on: {
        APPROVE: [
          { guard: 'settlesLater', target: 'PROCESSING' },
          { guard: 'refusedByReceivingBank', target: 'REJECTED' },
          { target: 'COMPLETED' },
        ],
        WRONG_CREDENTIALS: [
          { guard: 'lastAttempt', target: 'REJECTED', actions: 'countWrongTry' },
          { actions: 'countWrongTry' },
        ],
        DISAPPROVE: 'CANCELED',
        CANCEL: 'CANCELED',
      },
    },
    // A transfer another bank settles later (sandbox: 60 s on its clock).
    PROCESSING: { on: { SETTLE: 'COMPLETED' } },
    COMPLETED: { on: { REVERSE: { guard: 'reversible', target: 'REVERSED' } } },
    CANCELED: { type: 'final' },
    REJECTED: { type: 'final' },
    REVERSED: { type: 'final' },
  },
});

export type MoneyOperationStatus = 'CREATED' | 'PROCESSING' | 'COMPLETED' | 'CANCELED' | 'REJECTED' | 'REVERSED';
