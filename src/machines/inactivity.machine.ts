import { setup } from 'xstate';

export interface InactivityInput {
  /** spec 000 §9: `downtime`, 3600 s unless configured. */
  downtimeMs: number;
}

export type InactivityEvent = { type: 'ACTIVITY' } | { type: 'STOP' };

/**
 * Inactivity (spec 000 §4): any activity restarts the count; when it runs out the session ends and
 * the person sees the inactivity message of spec 000 §8. The shell provides `signOutForInactivity`.
 */
export const inactivityMachine = setup({
  types: { context: {} as InactivityInput, input: {} as InactivityInput, events: {} as InactivityEvent },
  delays: { downtime: ({ context }) => context.downtimeMs },
  actions: { signOutForInactivity: () => undefined },
}).createMachine({
  id: 'inactivity',
  context: ({ input }) => ({ downtimeMs: input.downtimeMs }),
  initial: 'watching',
  states: {
    watching: {
      after: { downtime: 'timedOut' },
      on: {
        ACTIVITY: { target: 'watching', reenter: true },
        STOP: 'stopped',
      },
    },
    timedOut: { type: 'final', entry: 'signOutForInactivity' },
    stopped: { type: 'final' },
  },
});
