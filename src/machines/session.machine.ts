import { assign, fromPromise, setup } from 'xstate';
import type { CurrentUser } from '../generated/schemas.ts';
import type { ErrorItem } from '../api/errors.ts';
import { errorItems, reportError } from '../api/errors.ts';
import { currentAuth } from '../api/auth-store.ts';
import { getCurrentUser, signIn, signOut, type SignInInput } from '../api/authentication.ts';

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
  | { type: 'SIGN_OUT'; reason?: 'signedOut' | 'inactivity' | 'forced' }
  /** Sent by the HTTP layer when a refresh failed (spec 000 §8). */
  | { type: 'SESSION_EXPIRED' };

/**
 * The session (spec 000 §4): restored from storage on load, opened by sign-in, closed by sign-out
 * (whatever the server answers) or by an expiry the HTTP layer reports.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    restoreSession: fromPromise<CurrentUser>(async () => {
      if (!currentAuth()) throw new Error('no stored session');
      return getCurrentUser();
    }),
    signIn: fromPromise<CurrentUser, SignInInput>(({ input }) => signIn(input)),
    signOut: fromPromise<void>(() => signOut()),
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
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
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
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output, endReason: null }) },
        onError: {
          target: 'signedOut',
          actions: [
            assign({ errors: ({ event }) => errorItems(event.error) }),
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
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
