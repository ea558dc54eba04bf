import { expect } from 'vitest';
import { hubConnectionMachine } from '../../../src/machines/hub-connection.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

export const hubConnectionModel: MachineModel<typeof hubConnectionMachine> = {
  name: 'hub connection',
  file: 'src/machines/hub-connection.machine.ts',
  machine: hubConnectionMachine,
  inputs: [{ online: true }, { online: false }],
  events: [
    { type: 'STARTED' },
    { type: 'START_FAILED' },
    { type: 'RECONNECTING' },
    { type: 'RECONNECTED' },
    { type: 'CLOSED' },
    { type: 'ONLINE' },
    { type: 'OFFLINE' },
    { type: 'VISIBLE' },
    { type: 'STOP' },
    { type: 'SERVER_EVENT', name: 'Account', payload: { accountId: 'a1', sequence: 1 } },
    { type: 'SERVER_EVENT', name: 'AccountTransaction', payload: { accountId: 'a1', sequence: 3 } },
    { type: 'SERVER_EVENT', name: 'Logout', payload: {} },
  ],
  callbackActors: ['hubConnection'],
  recordedActions: ['refetchAll', 'refetchWatched', 'dispatchServerEvent'],
  // The retry count only matters as "none" or "some".
  fold: (snapshot) => ({ ...snapshot.context, attempts: Math.min(snapshot.context.attempts, 1) }),
  expectations: {
    active: (snapshot) => expect(snapshot.context.online).toBe(true),
    'active.connected': (snapshot) => expect(snapshot.context.attempts).toBe(0),
    offline: (snapshot) => expect(snapshot.context.online).toBe(false),
    retrying: (snapshot) => expect(snapshot.context.attempts).toBeGreaterThan(0),
  },
};
