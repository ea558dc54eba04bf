import { assign, fromPromise, setup } from 'xstate';

/** spec 001 §3: password, token, or both, starting from the bank's methodApproveTransaction lower-cased. */
export type ApprovalType = 'password' | 'token' | 'password_token';

export interface ApprovalInput {
  /** The bank configuration's methodApproveTransaction (PASSWORD, TOKEN, PASSWORD_TOKEN). */
  method: string;
  /** Whether the caller lets the person choose the method (the optional radio selector). */
  selectable?: boolean;
  /** The electronic password through the virtual keyboard (six pairs) instead of six typed digits. */
  keyboard?: boolean;
  /**
   * The methods the account lets its users choose between (its config's approvalMethods): the selector
   * offers only these, and the submission names the one chosen, which the bank checks.
   */
  choices?: ApprovalType[];
}

/** The virtual keyboard's entry: per position, the two digits of the button pressed (spec 001 §4). */
export type KeyboardPairs = number[][];

/** What the caller's submit receives (spec 001 §4); a credential the type does not ask for is left out. */
export interface ApprovalSubmission {
  approved: boolean;
  /** The method chosen, when the account offers a choice. */
  type?: 'PASSWORD' | 'TOKEN' | 'PASSWORD_TOKEN';
  password?: string | KeyboardPairs;
  token?: string;
}

export interface ApprovalContext {
  type: ApprovalType;
  selectable: boolean;
  /** The account's choices of method; empty when the bank's method is the only one. */
  choices: ApprovalType[];
  keyboard: boolean;
  /** Six typed digits, or (with the keyboard) empty. */
  password: string;
  /** The virtual keyboard's pairs; six when complete, empty after clear. */
  pairs: KeyboardPairs;
  /** Set only when the last token box is filled; cleared on each keystroke (spec 001 §4). */
  token: string;
  /** Validation messages show only after a submit (spec 001 §5). */
  submitted: boolean;
  /** Seconds before another token may be sent; 0 shows the send-token label. */
  countdown: number;
  approved: boolean | null;
  /** What the approval call answered (the operation after approval). */
  answer: unknown;
  /** The bank's refusal of the last try, shown in the dialog until the next one. */
  error: unknown;
}

/** The machine's output once the bank took the decision (approved or disapproved): the flag and the call's answer. */
type Decision = { approved: boolean; answer: unknown };

export type ApprovalEvent =
  | { type: 'SELECT_TYPE'; approvalType: ApprovalType }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'CHANGE_KEYBOARD'; pairs: KeyboardPairs }
  | { type: 'CHANGE_TOKEN'; value: string }
  | { type: 'SEND_TOKEN' }
  | { type: 'SUBMIT'; approved: boolean }
  | { type: 'CANCEL' };

const SIX_DIGITS = /^\d{6}$/;

export function approvalTypeOf(method: string): ApprovalType {
  const lower = method.toLowerCase();
  return lower === 'token' || lower === 'password_token' ? lower : 'password';
}

/** The bank's method, unless the account's choices leave it out: then the first of them. */
function initialType(input: ApprovalInput): ApprovalType {
  const bank = approvalTypeOf(input.method);
  const choices = input.choices ?? [];
  return choices.length === 0 || choices.includes(bank) ? bank : choices[0]!;
}

export const needsPassword = (type: ApprovalType) => type !== 'token';
export const needsToken = (type: ApprovalType) => type !== 'password';

/** spec 001 §9: the electronic password has six digits; the keyboard gives one pair per digit. */
export function isPasswordComplete(context: Pick<ApprovalContext, 'keyboard' | 'password' | 'pairs'>): boolean {
  return context.keyboard ? context.pairs.length === 6 : SIX_DIGITS.test(context.password);
}

/** Whether the approval form is valid for its type: six digits in each field the type asks for. */
export function isApprovalValid(context: Pick<ApprovalContext, 'type' | 'keyboard' | 'password' | 'pairs' | 'token'>): boolean {
  return (
    (!needsPassword(context.type) || isPasswordComplete(context)) && (!needsToken(context.type) || SIX_DIGITS.test(context.token))
  );
}

/** The body of the approval call: only the credentials the type asks for. */
export function approvalSubmission(context: ApprovalContext): ApprovalSubmission {
  // spec 001 §4: approve and disapprove alike send the credentials with the approved flag.
  const submission: ApprovalSubmission = { approved: context.approved ?? false };
  if (context.choices.length > 1) submission.type = context.type.toUpperCase() as ApprovalSubmission['type'];
  if (needsPassword(context.type)) submission.password = context.keyboard ? context.pairs : context.password;
  if (needsToken(context.type)) submission.token = context.token;
  return submission;
}

const isPair = (pair: unknown): pair is number[] =>
  Array.isArray(pair) && pair.length === 2 && pair.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 9);

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
    output: {} as Decision | null,
  },
  actors: {
    submitApproval: fromPromise<unknown, ApprovalSubmission>(async () => undefined),
    sendToken: fromPromise<number>(async () => 60),
  },
  guards: {
    selectable: ({ context, event }) =>
      context.selectable &&
      (context.choices.length === 0 || (event.type === 'SELECT_TYPE' && context.choices.includes(event.approvalType))),
    // The page shows either the six-digit field or the virtual keyboard, never both.
    typesDigits: ({ context }) => !context.keyboard,
    usesKeyboard: ({ context }) => context.keyboard,
    valid: ({ context }) => isApprovalValid(context),
    asksForToken: ({ context }) => needsToken(context.type),
    moreThanOneSecondLeft: ({ context }) => context.countdown > 1,
  },
  actions: {
    /** Provided by the shell: show the server's errors as toasts (a token that could not be sent). */
    reportError: (_, _params: { error: unknown }) => undefined,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'approval',
  context: ({ input }) => ({
    type: initialType(input),
    selectable: (input.selectable ?? false) || (input.choices?.length ?? 0) > 1,
    choices: input.choices ?? [],
    keyboard: input.keyboard ?? false,
    password: '',
    pairs: [],
    token: '',
    submitted: false,
    countdown: 0,
    approved: null,
    answer: undefined,
    error: null,
  }),
  initial: 'editing',
  // The outcome is the final state's: 'closed' answers the decision the bank took, 'cancelled' none.
  output: ({ event }) => (event.output as Decision | undefined) ?? null,
  states: {
    editing: {
      type: 'parallel',
      on: {
        SELECT_TYPE: { guard: 'selectable', actions: assign({ type: ({ event }) => event.approvalType }) },
        CHANGE_PASSWORD: {
          guard: 'typesDigits',
          actions: assign({ password: ({ event }) => event.value.replace(/\D/g, '').slice(0, 6) }),
        },
        CHANGE_KEYBOARD: {
          guard: 'usesKeyboard',
          actions: assign({ pairs: ({ event }) => (event.pairs.length <= 6 && event.pairs.every(isPair) ? event.pairs : []) }),
        },
        CHANGE_TOKEN: { actions: assign({ token: ({ event }) => (SIX_DIGITS.test(event.value) ? event.value : '') }) },
        SUBMIT: [
          {
            guard: 'valid',
            target: 'submitting',
            actions: assign({ submitted: true, approved: ({ event }) => event.approved, error: null }),
          },
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
        input: ({ context }) => approvalSubmission(context),
        onDone: { target: 'closed', actions: assign({ answer: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          // Refused (wrong password or token, no funds, a limit): back to empty boxes for another try, the
          // refusal said in the dialog; the token countdown starts over (the server still enforces its wait).
          actions: assign({
            error: ({ event }) => event.error,
            approved: null,
            countdown: 0,
            password: '',
            pairs: [],
            token: '',
            submitted: false,
          }),
        },
      },
    },
    closed: {
      type: 'final',
      output: ({ context }): Decision => ({ approved: context.approved === true, answer: context.answer }),
    },
    cancelled: { type: 'final' },
  },
});
