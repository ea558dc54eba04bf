import { assign, fromPromise, setup } from 'xstate';

/** The browser's notification permission, or `unsupported` without Notification, service workers or Push. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** The warnings of spec 000 §8, by name (texts under `push.*`). */
export type PushWarning = 'denied' | 'blocked' | 'noToken' | 'unsupported' | 'registration';

export interface PushPermissionInput {
  /** spec 000 §4: the device is registered once per session; true when this session already did. */
  registered: boolean;
}

export interface PushPermissionContext extends PushPermissionInput {
  permission: PushPermission | null;
  token: string | null;
}

export type PushPermissionEvent =
  /** spec 000 §4: sent once the user is known, with what the browser reports now. */
  | { type: 'START'; permission: PushPermission }
  /** The person accepts the site's question, or asks for notifications later. */
  | { type: 'ALLOW' }
  /** The person declines the site's question: nothing is asked of the browser. */
  | { type: 'LATER' };

/**
 * Push permission and device registration (spec 000 §4): "default" asks the person, "granted" fetches
 * a push token and registers the device once per session, "denied" warns only on the prompt path
 * (when the person asked) and is silent otherwise. Other push errors are silent (spec 000 §8), except
 * a missing token and a failed registration, which have their own warnings.
 */
export const pushPermissionMachine = setup({
  types: {
    context: {} as PushPermissionContext,
    input: {} as PushPermissionInput,
    events: {} as PushPermissionEvent,
  },
  actors: {
    requestPermission: fromPromise<PushPermission>(async () => 'default'),
    fetchToken: fromPromise<string>(async () => {
      throw new Error('no push provider');
    }),
    registerDevice: fromPromise<void, { token: string }>(async () => undefined),
  },
  guards: {
    isGranted: ({ context }) => context.permission === 'granted',
    isDenied: ({ context }) => context.permission === 'denied',
    isUnsupported: ({ context }) => context.permission === 'unsupported',
    answeredGranted: ({ event }) => (event as unknown as { output: PushPermission }).output === 'granted',
    answeredDenied: ({ event }) => (event as unknown as { output: PushPermission }).output === 'denied',
    alreadyRegistered: ({ context }) => context.registered,
  },
  actions: {
    warn: (_, _params: { warning: PushWarning }) => undefined,
  },
}).createMachine({
  id: 'pushPermission',
  context: ({ input }) => ({ ...input, permission: null, token: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { START: { target: 'checking', actions: assign({ permission: ({ event }) => event.permission }) } },
    },
    checking: {
      always: [
        { guard: 'isUnsupported', target: 'unsupported' },
        { guard: 'isDenied', target: 'blocked' },
        { guard: 'isGranted', target: 'fetchingToken' },
        { target: 'asking' },
      ],
    },
    asking: {
      on: { ALLOW: 'requesting', LATER: 'dismissed' },
    },
    requesting: {
      invoke: {
        src: 'requestPermission',
        onDone: [
          { guard: 'answeredGranted', target: 'fetchingToken', actions: assign({ permission: 'granted' }) },
          {
            guard: 'answeredDenied',
            target: 'blocked',
            actions: [assign({ permission: 'denied' }), { type: 'warn', params: { warning: 'denied' } }],
          },
          // The browser's prompt was closed without an answer: ask again another time.
          { target: 'dismissed' },
        ],
        onError: { target: 'unsupported', actions: { type: 'warn', params: { warning: 'unsupported' } } },
      },
    },
    fetchingToken: {
      invoke: {
        src: 'fetchToken',
        onDone: [
          { guard: 'alreadyRegistered', target: 'registered', actions: assign({ token: ({ event }) => event.output }) },
          { target: 'registering', actions: assign({ token: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: { type: 'warn', params: { warning: 'noToken' } } },
      },
    },
    registering: {
      invoke: {
        src: 'registerDevice',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'registered', actions: assign({ registered: true }) },
        onError: { target: 'failed', actions: { type: 'warn', params: { warning: 'registration' } } },
      },
    },
    registered: {},
    /** Denied in the browser: silent, unless the person asks for notifications again. */
    blocked: {
      on: { ALLOW: { actions: { type: 'warn', params: { warning: 'blocked' } } } },
    },
    unsupported: {
      on: { ALLOW: { actions: { type: 'warn', params: { warning: 'unsupported' } } } },
    },
    dismissed: {
      on: { ALLOW: 'requesting' },
    },
    failed: { type: 'final' },
  },
});
