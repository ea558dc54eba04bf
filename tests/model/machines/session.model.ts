import { expect } from 'vitest';
import { sessionMachine } from '../../../src/machines/session.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

const maria = {
  id: 'u1',
  accountId: 'a1',
  personId: 'p1',
  merchantId: 'demo',
  name: 'Maria',
  userName: 'maria',
  changePassword: false,
  roles: [],
  a2fEnabled: false,
};
const credentials = { branch: '0001', account: '123456', operator: 'maria', password: '246810' };

export const sessionModel: MachineModel<typeof sessionMachine> = {
  name: 'session',
  file: 'src/machines/session.machine.ts',
  machine: sessionMachine,
  inputs: [undefined],
  events: [
    { type: 'SIGN_IN', credentials },
    { type: 'SIGN_OUT' },
    { type: 'SIGN_OUT', reason: 'inactivity' },
    { type: 'SESSION_EXPIRED' },
  ],
  actors: {
    restoreSession: { outputs: [maria] },
    signIn: { outputs: [maria] },
    signOut: { outputs: [undefined] },
  },
  recordedActions: ['reportError'],
  expectations: {
    restoring: (snapshot) => expect(snapshot.context.user).toBeNull(),
    signedOut: (snapshot) => expect(snapshot.context.user).toBeNull(),
    signingIn: (snapshot) => expect(snapshot.context.errors).toBeNull(),
    signedIn: (snapshot) => {
      expect(snapshot.context.user).toEqual(maria);
      expect(snapshot.context.endReason).toBeNull();
    },
    signingOut: (snapshot) => expect(['signedOut', 'inactivity', 'forced']).toContain(snapshot.context.endReason),
  },
};
