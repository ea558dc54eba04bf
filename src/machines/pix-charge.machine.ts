import { setup } from 'xstate';

/**
 * The life of a charge (billing) on the bank (docs/sandbox-money.md "Charges"): active until paid or
 * cancelled; a dynamic PIX charge is removed by the bank when it expires; a bank slip or QR-code
 * charge past its due date is overdue and still payable. Paid and removed charges take nothing more:
 * paying again and cancelling are refused, which the illegal-event tables check against the sandbox.
 */
export interface PixChargeInput {
  type: 'QRCODE' | 'BANK_SLIP' | 'PIX_DYNAMIC' | 'PIX_STATIC';
}

export type PixChargeEvent = { type: 'PAY' } | { type: 'CANCEL' } | { type: 'EXPIRE' } | { type: 'DUE_DATE_PASSES' };

export const pixChargeMachine = setup({
  types: {
    context: {} as PixChargeInput,
    events: {} as PixChargeEvent,
    input: {} as PixChargeInput,
  },
  guards: {
    expires: ({ context }) => context.type === 'PIX_DYNAMIC',
    becomesOverdue: ({ context }) => context.type === 'BANK_SLIP' || context.type === 'QRCODE',
  },
}).createMachine({
  id: 'pixCharge',
  context: ({ input }) => ({ type: input.type }),
  initial: 'ACTIVE',
  states: {
    ACTIVE: {
      on: {
        PAY: 'PAID',
        CANCEL: 'CANCELED',
        EXPIRE: { guard: 'expires', target: 'CANCELED' },
        DUE_DATE_PASSES: { guard: 'becomesOverdue', target: 'OVERDUE' },
      },
    },
    OVERDUE: { on: { PAY: 'PAID', CANCEL: 'CANCELED' } },
    PAID: { type: 'final' },
    CANCELED: { type: 'final' },
  },
});

export type PixChargeStatus = 'ACTIVE' | 'OVERDUE' | 'PAID' | 'CANCELED';
