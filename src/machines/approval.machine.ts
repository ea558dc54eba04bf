import { assign, fromPromise, setup } from 'xstate';

/** spec 001 §3: password, token, or both, starting from the bank's methodApproveTransaction lower-cased. */
export type ApprovalType = 'password' | 'token' | 'password_token';

export interface ApprovalInput {
  /** The bank configuration's methodApproveTransaction (PASSWORD, TOKEN, PASSWORD_TOKEN). */
  method: string;
  /** Whether the caller lets the person choose the method (the optional radio selector). */
  selectable?: boolean;
}

/** What the caller's submit receives (spec 001 §4). */
export interface ApprovalSubmission {
  approved: boolean;
  password: string | null;
  token: string | null;
}

export interface ApprovalContext {
  type: ApprovalType;
  selectable: boolean;
  password: string;
  /** Set only when the last token box is filled; cleared on each keystroke (spec 001 §4). */
  token: string;
  /** Validation messages show only after a submit (spec 001 §5). */
  submitted: boolean;
  /** Seconds before another token may be sent; 0 shows the send-token label. */
  countdown: number;
  approved: boolean | null;
  error: unknown;
}

export type ApprovalEvent =
  | { type: 'SELECT_TYPE'; approvalType: ApprovalType }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'CHANGE_TOKEN'; value: string }
  | { type: 'SEND_TOKEN' }
  | { type: 'SUBMIT'; approved: boolean }
  | { type: 'CANCEL' };

const SIX_DIGITS = /^\d{6}$/;

export function approvalTypeOf(method: string): ApprovalType {
  const lower = method.toLowerCase();
  return lower === 'token' || lower === 'password_token' ? lower : 'password';
}

export const needsPassword = (type: ApprovalType) => type !== 'token';
export const needsToken = (type: ApprovalType) => type !== 'password';

/** Whether the approval form is valid for its type: six digits in each field the type asks for. */
export function isApprovalValid(context: Pick<ApprovalContext, 'type' | 'password' | 'token'>): boolean {
  return (
    (!needsPassword(context.type) || SIX_DIGITS.test(context.password)) &&
    (!needsToken(context.type) || SIX_DIGITS.test(context.token))
  );
}

/**
 * The transaction approval dialog (spec 001 §2, §4, §5): choose the method, type the electronic
 * password and/or the token (sent on request, with its countdown), then approve, disapprove or cancel.
 * The caller provides `submitApproval` (the approval call) and `sendToken` (answers the seconds to wait).
 */
export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
    input: {} as ApprovalInput,
    output: {} as { approved: boolean } | null,
  },
  actors: {
    submitApproval: fromPromise<unknown, ApprovalSubmission>(async () => undefined),
    sendToken: fromPromise<number>(async () => 60),
  },
  guards: {
    selectable: ({ context }) => context.selectable,
    valid: ({ context }) => isApprovalValid(context),
    asksForToken: ({ context }) => needsToken(context.type),
    moreThanOneSecondLeft: ({ context }) => context.countdown > 1,
  },
  actions: {
    /** Provided by the shell: show the server's errors as toasts. */
    reportError: (_, _params: { error: unknown }) => undefined,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'approval',
  context: ({ input }) => ({
    type: approvalTypeOf(input.method),
    selectable: input.selectable ?? false,
    password: '',
    token: '',
    submitted: false,
    countdown: 0,
    approved: null,
    error: null,
  }),
  initial: 'editing',
  output: ({ context }) => (context.approved === null ? null : { approved: context.approved }),
  states: {
    editing: {
      type: 'parallel',
      on: {
        SELECT_TYPE: { guard: 'selectable', actions: assign({ type: ({ event }) => event.approvalType }) },
        CHANGE_PASSWORD: { actions: assign({ password: ({ event }) => event.value.replace(/\D/g, '').slice(0, 6) }) },
        CHANGE_TOKEN: { actions: assign({ token: ({ event }) => (SIX_DIGITS.test(event.value) ? event.value : '') }) },
        SUBMIT: [
          { guard: 'valid', target: 'submitting', actions: assign({ submitted: true, approved: ({ event }) => event.approved }) },
          { actions: assign({ submitted: true }) },
        ],
        CANCEL: 'cancelled',
      },
      states: {
        tokenSender: {
          initial: 'ready',
          states: {
            ready: { on: { SEND_TOKEN: { guard: 'asksForToken', target: 'sending' } } },
            sending: {
              invoke: {
                src: 'sendToken',
                onDone: {
                  target: 'waiting',
                  actions: assign({ countdown: ({ event }) => Math.max(0, Math.round(event.output)) }),
                },
                onError: { target: 'ready', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            waiting: {
              after: {
                second: [
                  {
                    guard: 'moreThanOneSecondLeft',
                    target: 'waiting',
                    reenter: true,
                    actions: assign({ countdown: ({ context }) => context.countdown - 1 }),
                  },
                  { target: 'ready', actions: assign({ countdown: 0 }) },
                ],
              },
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitApproval',
        input: ({ context }) => ({
          approved: context.approved ?? false,
          password: needsPassword(context.type) ? context.password : null,
          token: needsToken(context.type) ? context.token : null,
        }),
        onDone: 'closed',
        onError: {
          target: 'editing',
          // Back to the form with its values; the token countdown starts over (the server still enforces its wait).
          actions: [
            assign({ error: ({ event }) => event.error, approved: null, countdown: 0 }),
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
