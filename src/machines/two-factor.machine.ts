import { and, assign, fromPromise, setup } from 'xstate';
import type { ErrorItem } from '../api/errors.ts';

/** spec 001 §3: the answer of a token resend. */
export interface TokenResendAnswer {
  code: number;
  data: number;
  errors: ErrorItem[];
}

export interface TwoFactorContext {
  digits: string[];
  /** The box that has focus: the first empty one whose previous box is filled (spec 001 §5). */
  focus: number;
  /** Seconds shown in 'Reenviar token (Ns)'; below zero the resend link shows (spec 001 §4). */
  countdown: number;
}

export type TwoFactorEvent =
  | { type: 'TYPE_DIGIT'; index: number; digit: string }
  | { type: 'BACKSPACE'; index: number }
  | { type: 'RESEND' }
  | { type: 'CLOSE' };

const BOXES = 6;
/** spec 001 §9: 60-second resend countdown, ticking every second. */
export const TOKEN_COUNTDOWN_SECONDS = 60;

function firstEmpty(digits: string[]): number {
  const index = digits.findIndex((digit) => digit === '');
  return index === -1 ? BOXES - 1 : index;
}

/**
 * The two-factor token dialog (spec 001 §2, §4): six single-digit boxes with the focus rules, a
 * countdown before the token can be sent again, and the six digits returned when the last box is
 * filled. The caller provides `resendToken`; errors go through `reportResendErrors`.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as { seconds?: number } | undefined,
    output: {} as { code: string | null },
  },
  actors: {
    resendToken: fromPromise<TokenResendAnswer>(async () => ({ code: 200, data: TOKEN_COUNTDOWN_SECONDS, errors: [] })),
  },
  guards: {
    isDigit: ({ event }) => event.type === 'TYPE_DIGIT' && /^\d$/.test(event.digit) && event.index >= 0 && event.index < BOXES,
    completesCode: ({ context, event }) =>
      event.type === 'TYPE_DIGIT' && context.digits.every((digit, index) => index === event.index || digit !== ''),
    stillCounting: ({ context }) => context.countdown > 0,
    resent: ({ event }) => (event as unknown as { output: TokenResendAnswer }).output.code === 200,
  },
  actions: {
    /** Provided by the shell: each error item as a toast, or 'Erro no envio do token.' when the call itself failed. */
    reportResendErrors: (_, _params: { errors: ErrorItem[] | null }) => undefined,
    typeDigit: assign(({ context, event }) => {
      if (event.type !== 'TYPE_DIGIT') return {};
      const digits = context.digits.map((digit, index) => (index === event.index ? event.digit : digit));
      return { digits, focus: firstEmpty(digits) };
    }),
    erase: assign(({ context, event }) => {
      if (event.type !== 'BACKSPACE') return {};
      // Backspace empties the box, or the previous one when this one is already empty, and moves back.
      const target = context.digits[event.index] === '' ? Math.max(0, event.index - 1) : event.index;
      const digits = context.digits.map((digit, index) => (index === target ? '' : digit));
      return { digits, focus: Math.max(0, Math.min(target, firstEmpty(digits))) };
    }),
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({
    digits: Array.from({ length: BOXES }, () => ''),
    focus: 0,
    countdown: input?.seconds ?? TOKEN_COUNTDOWN_SECONDS,
  }),
  initial: 'counting',
  output: ({ context }) => ({ code: context.digits.every((digit) => digit !== '') ? context.digits.join('') : null }),
  on: {
    TYPE_DIGIT: [
      { guard: and(['isDigit', 'completesCode']), target: '.done', actions: 'typeDigit' },
      { guard: 'isDigit', actions: 'typeDigit' },
    ],
    BACKSPACE: { actions: 'erase' },
    CLOSE: '.cancelled',
  },
  states: {
    counting: {
      after: {
        second: [
          {
            guard: 'stillCounting',
            target: 'counting',
            reenter: true,
            actions: assign({ countdown: ({ context }) => context.countdown - 1 }),
          },
          { target: 'canResend', actions: assign({ countdown: -1 }) },
        ],
      },
    },
    canResend: { on: { RESEND: 'resending' } },
    resending: {
      invoke: {
        src: 'resendToken',
        onDone: [
          { guard: 'resent', target: 'counting', actions: assign({ countdown: ({ event }) => event.output.data }) },
          {
            target: 'canResend',
            actions: { type: 'reportResendErrors', params: ({ event }) => ({ errors: event.output.errors }) },
          },
        ],
        onError: { target: 'canResend', actions: { type: 'reportResendErrors', params: { errors: null } } },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
