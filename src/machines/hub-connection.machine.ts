import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { createHubConnection, HUB_EVENTS, type HubEventName, type HubEventPayload } from '../api/hub-client.ts';

export type HubConnectionEvent =
  | { type: 'STOP' }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** The tab became visible again: what is on screen may be stale. */
  | { type: 'VISIBLE' }
  | { type: 'STARTED' }
  | { type: 'START_FAILED' }
  | { type: 'RECONNECTING' }
  | { type: 'RECONNECTED' }
  | { type: 'CLOSED' }
  | { type: 'SERVER_EVENT'; name: HubEventName; payload: HubEventPayload };

export interface HubConnectionInput {
  /** Whether the browser is online when the logged-in area opens. */
  online: boolean;
}

export interface HubConnectionContext {
  online: boolean;
  /** Failed starts in a row, for the backoff. */
  attempts: number;
  /** The last sequence number seen, to notice a missed event. */
  lastSequence: number | null;
}

/** Backoff with full jitter, capped at one minute. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(60_000, 1000 * 2 ** Math.min(attempts, 6));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The SignalR connection as an actor: it reports its life as events and stops the connection when stopped. */
export const hubConnectionActor = fromCallback<EventObject>(({ sendBack }) => {
  let stopped = false;
  let stop: () => Promise<void> = async () => undefined;
  void createHubConnection()
    .then((connection) => {
      stop = () => connection.stop();
      for (const name of HUB_EVENTS) {
        connection.on(name, (payload: HubEventPayload) => sendBack({ type: 'SERVER_EVENT', name, payload: payload ?? {} }));
      }
      connection.onreconnecting(() => sendBack({ type: 'RECONNECTING' }));
      connection.onreconnected(() => sendBack({ type: 'RECONNECTED' }));
      connection.onclose(() => {
        if (!stopped) sendBack({ type: 'CLOSED' });
      });
      if (stopped) return;
      return connection.start().then(() => (stopped ? connection.stop() : sendBack({ type: 'STARTED' })));
    })
    .catch(() => {
      if (!stopped) sendBack({ type: 'START_FAILED' });
    });
  return () => {
    stopped = true;
    void stop();
  };
});

/**
 * The notification hub connection (spec 000 §4, §7). Pushes are hints: after a reconnect, a gap in
 * the sequence, the tab coming back or the network returning, what is on screen is fetched again.
 * The client gives up reconnecting after its last wait and never retries a failed first start, so
 * this machine keeps retrying with backoff and jitter while the browser is online.
 */
export const hubConnectionMachine = setup({
  types: { context: {} as HubConnectionContext, events: {} as HubConnectionEvent, input: {} as HubConnectionInput },
  actors: { hubConnection: hubConnectionActor },
  delays: { retry: ({ context }) => retryDelayMs(context.attempts) },
  guards: {
    isOnline: ({ context }) => context.online,
    resumed: ({ context }) => context.attempts > 0,
    missedAnEvent: ({ context, event }) => {
      const sequence = event.type === 'SERVER_EVENT' ? event.payload.sequence : undefined;
      return typeof sequence === 'number' && context.lastSequence !== null && sequence !== context.lastSequence + 1;
    },
  },
  actions: {
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    /** Provided by the shell: fetch again whatever is on screen. */
    refetchAll: () => undefined,
    /**
     * Provided by the shell: fetch again what a hub event would refresh. An event sent between the
     * page's first fetches and the first connection reached nobody; once connected, none is missed.
     */
    refetchWatched: () => undefined,
    /** Provided by the shell: Logout signs out, Account and AccountTransaction reload the balance, the rest go to screens. */
    dispatchServerEvent: (_, _params: { name: HubEventName; payload: HubEventPayload }) => undefined,
    rememberSequence: assign({
      lastSequence: ({ context, event }) =>
        event.type === 'SERVER_EVENT' && typeof event.payload.sequence === 'number'
          ? event.payload.sequence
          : context.lastSequence,
    }),
  },
}).createMachine({
  id: 'hubConnection',
  context: ({ input }) => ({ online: input.online, attempts: 0, lastSequence: null }),
  initial: 'checking',
  on: { STOP: '.stopped' },
  states: {
    checking: {
      always: [{ guard: 'isOnline', target: 'active' }, { target: 'offline' }],
    },
    active: {
      invoke: { src: 'hubConnection' },
      initial: 'connecting',
      on: {
        START_FAILED: 'retrying',
        CLOSED: 'retrying',
        OFFLINE: { target: 'offline', actions: 'goOffline' },
        VISIBLE: { actions: 'refetchAll' },
        SERVER_EVENT: [
          {
            guard: 'missedAnEvent',
            actions: [
              'refetchAll',
              'rememberSequence',
              { type: 'dispatchServerEvent', params: ({ event }) => ({ name: event.name, payload: event.payload }) },
            ],
          },
          {
            actions: [
              'rememberSequence',
              { type: 'dispatchServerEvent', params: ({ event }) => ({ name: event.name, payload: event.payload }) },
            ],
          },
        ],
      },
      states: {
        connecting: {
          on: {
            STARTED: [
              { guard: 'resumed', target: 'connected', actions: ['refetchAll', assign({ attempts: 0 })] },
              { target: 'connected', actions: 'refetchWatched' },
            ],
          },
        },
        connected: { on: { RECONNECTING: 'reconnecting' } },
        reconnecting: { on: { RECONNECTED: { target: 'connected', actions: 'refetchAll' } } },
      },
    },
    retrying: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      after: { retry: 'checking' },
      on: { OFFLINE: { target: 'offline', actions: 'goOffline' }, ONLINE: { actions: 'goOnline' } },
    },
    offline: {
      on: { ONLINE: { target: 'active', actions: ['goOnline', 'refetchAll'] } },
    },
    stopped: { type: 'final' },
  },
});
