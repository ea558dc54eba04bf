import { assign, fromPromise, setup } from 'xstate';
import type { CurrentUser } from '../generated/schemas.ts';
import type { ErrorItem } from '../api/errors.ts';
import { errorItems, reportError } from '../api/errors.ts';
import { currentAuth } from '../api/auth-store.ts';
import { getCurrentUser, signIn, signOut, type SignInInput } from '../api/authentication.ts';
import { confirmTwoFactor, twoFactorState } from '../api/two-factor.ts';

/**
 * Why the session ended: the login adds `redirect` after an expiry, and explains an inactivity
 * sign-out (spec 000 §8); a forced logout (hub, inactivity, the person's own) goes to /auth/login.
 */
export type SessionEndReason = 'signedOut' | 'expired' | 'inactivity' | 'forced' | null;

export interface SessionContext {
  user: CurrentUser | null;
  errors: ErrorItem[] | null;
  endReason: SessionEndReason;
}

export type SessionEvent =
  | { type: 'SIGN_IN'; credentials: SignInInput }
  /** The six digits of the authenticator app, for a user with two-factor on. */
  | { type: 'CONFIRM_CODE'; otp: string }
  /** The forced change of password succeeded (spec 001 §4 "Header startup"). */
  | { type: 'PASSWORD_CHANGED' }
  | { type: 'SIGN_OUT'; reason?: 'signedOut' | 'inactivity' | 'forced' }
  /** Sent by the HTTP layer when a refresh failed (spec 000 §8). */
  | { type: 'SESSION_EXPIRED' };

/** Answers that end a sign-in waiting for its code: five wrong codes (AU10018) or a session already closed. */
const SIGN_IN_ENDED = new Set(['AU10018', 'AU10003']);

/**
 * The session (spec 000 §4): restored from storage on load, opened by sign-in, closed by sign-out
 * (whatever the server answers) or by an expiry the HTTP layer reports. A user with two-factor on
 * confirms the sign-in with a code first; a user flagged changePassword changes it before entering.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    restoreSession: fromPromise<CurrentUser>(async () => {
      if (!currentAuth()) throw new Error('no stored session');
      return getCurrentUser();
    }),
    signIn: fromPromise<CurrentUser, SignInInput>(({ input }) => signIn(input)),
    confirmCode: fromPromise<void, string>(({ input }) => confirmTwoFactor(input)),
    signOut: fromPromise<void>(() => signOut()),
  },
  guards: {
    /** A fresh sign-in of a user with two-factor on always asks for the code. */
    signInNeedsCode: ({ event }) => (event as unknown as { output: CurrentUser }).output.a2fEnabled,
    /** A reload asks again unless this tab's session stored its code as confirmed (spec 000 §4). */
    restoreNeedsCode: ({ event }) =>
      (event as unknown as { output: CurrentUser }).output.a2fEnabled && twoFactorState()?.confirmed !== true,
    mustChangePassword: ({ context, event }) =>
      ((event as unknown as { output?: CurrentUser }).output ?? context.user)?.changePassword === true,
    signInEnded: ({ event }) =>
      (errorItems((event as unknown as { error: unknown }).error) ?? []).some((item) => SIGN_IN_ENDED.has(item.errorCode)),
  },
  actions: {
    clearSession: assign({ user: null }),
    reportError: (_, params: { error: unknown }) => reportError(params.error),
  },
}).createMachine({
  id: 'session',
  context: { user: null, errors: null, endReason: null },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        src: 'restoreSession',
        onDone: [
          { guard: 'restoreNeedsCode', target: 'awaitingCode', actions: assign({ user: ({ event }) => event.output }) },
          { guard: 'mustChangePassword', target: 'changingPassword', actions: assign({ user: ({ event }) => event.output }) },
          { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: { SIGN_IN: 'signingIn' },
    },
    signingIn: {
      entry: assign({ errors: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'SIGN_IN' }>).credentials,
        onDone: [
          {
            guard: 'signInNeedsCode',
            target: 'awaitingCode',
            actions: assign({ user: ({ event }) => event.output, endReason: null }),
          },
          {
            guard: 'mustChangePassword',
            target: 'changingPassword',
            actions: assign({ user: ({ event }) => event.output, endReason: null }),
          },
          { target: 'signedIn', actions: assign({ user: ({ event }) => event.output, endReason: null }) },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            assign({ errors: ({ event }) => errorItems(event.error) }),
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    awaitingCode: {
      on: {
        CONFIRM_CODE: 'confirmingCode',
        SIGN_OUT: { target: 'signingOut', actions: assign({ endReason: 'signedOut' }) },
        SESSION_EXPIRED: { target: 'signedOut', actions: ['clearSession', assign({ endReason: 'expired' })] },
      },
    },
    confirmingCode: {
      entry: assign({ errors: null }),
      invoke: {
        src: 'confirmCode',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'CONFIRM_CODE' }>).otp,
        onDone: [{ guard: 'mustChangePassword', target: 'changingPassword' }, { target: 'signedIn' }],
        onError: [
          {
            // Five wrong codes close the session on the server: the sign-in starts again.
            guard: 'signInEnded',
            target: 'signingOut',
            actions: [
              assign({ errors: ({ event }) => errorItems(event.error), endReason: 'signedOut' }),
              { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'awaitingCode',
            actions: [
              assign({ errors: ({ event }) => errorItems(event.error) }),
              { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    changingPassword: {
      on: {
        PASSWORD_CHANGED: {
          target: 'signedIn',
          actions: assign({ user: ({ context }) => (context.user ? { ...context.user, changePassword: false } : null) }),
        },
        SIGN_OUT: { target: 'signingOut', actions: assign({ endReason: 'signedOut' }) },
        SESSION_EXPIRED: { target: 'signedOut', actions: ['clearSession', assign({ endReason: 'expired' })] },
      },
    },
    signedIn: {
      on: {
        SIGN_OUT: { target: 'signingOut', actions: assign({ endReason: ({ event }) => event.reason ?? 'signedOut' }) },
        SESSION_EXPIRED: { target: 'signedOut', actions: ['clearSession', assign({ endReason: 'expired' })] },
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'clearSession' },
        // spec 000 §8: CH30019 or any failing sign-out still clears the session.
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
  },
});
