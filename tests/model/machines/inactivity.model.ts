import { expect } from 'vitest';
import { inactivityMachine } from '../../../src/machines/inactivity.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

export const inactivityModel: MachineModel<typeof inactivityMachine> = {
  name: 'inactivity',
  file: 'src/machines/inactivity.machine.ts',
  machine: inactivityMachine,
  inputs: [{ downtimeMs: 3_600_000 }],
  events: [{ type: 'ACTIVITY' }, { type: 'STOP' }],
  recordedActions: ['signOutForInactivity'],
  expectations: {
    watching: (_, calls) => expect(calls).toEqual([]),
    timedOut: (_, calls) => expect(calls.map((call) => call.action)).toEqual(['signOutForInactivity']),
    stopped: (_, calls) => expect(calls).toEqual([]),
  },
};
