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
/** A user with two-factor on, and one who must change the password (spec 000 §6). */
const withTwoFactor = { ...maria, id: 'u2', a2fEnabled: true };
const mustChange = { ...maria, id: 'u3', changePassword: true };
const withBoth = { ...maria, id: 'u4', a2fEnabled: true, changePassword: true };
const users = [maria, withTwoFactor, mustChange, withBoth];

const credentials = { branch: '0001', account: '123456', operator: 'maria', password: '246810' };
/** What the HTTP layer throws for an error answer (axios marks its errors). */
const answered = (errorCode: string) => ({
  isAxiosError: true,
  response: { status: 400, data: { errors: [{ message: errorCode, errorCode }] } },
});

export const sessionModel: MachineModel<typeof sessionMachine> = {
  name: 'session',
  file: 'src/machines/session.machine.ts',
  machine: sessionMachine,
  inputs: [undefined],
  events: [
    { type: 'SIGN_IN', credentials },
    { type: 'CONFIRM_CODE', otp: '123456' },
    { type: 'PASSWORD_CHANGED' },
    { type: 'SIGN_OUT' },
    { type: 'SIGN_OUT', reason: 'inactivity' },
    // The hub's Logout: the bank closed the session (src/shell/session/HubWatcher.tsx).
    { type: 'SIGN_OUT', reason: 'forced' },
    { type: 'SESSION_EXPIRED' },
  ],
  actors: {
    restoreSession: { outputs: users },
    signIn: { outputs: users },
    // A wrong code keeps the step open; the fifth wrong code (AU10018) ends the sign-in.
    confirmCode: { outputs: [undefined], errors: [answered('AU10013'), answered('AU10018')] },
    signOut: { outputs: [undefined] },
  },
  recordedActions: ['reportError'],
  fold: (snapshot) => ({ ...snapshot.context, errors: snapshot.context.errors?.map((item) => item.errorCode) ?? null }),
  expectations: {
    restoring: (snapshot) => expect(snapshot.context.user).toBeNull(),
    signedOut: (snapshot) => expect(snapshot.context.user).toBeNull(),
    signingIn: (snapshot) => expect(snapshot.context.errors).toBeNull(),
    awaitingCode: (snapshot) => expect(snapshot.context.user?.a2fEnabled).toBe(true),
    confirmingCode: (snapshot) => {
      expect(snapshot.context.user?.a2fEnabled).toBe(true);
      expect(snapshot.context.errors).toBeNull();
    },
    changingPassword: (snapshot) => expect(snapshot.context.user?.changePassword).toBe(true),
    signedIn: (snapshot) => {
      expect(users.map((user) => user.id)).toContain(snapshot.context.user?.id);
      // Nobody enters the account with a password still to change.
      expect(snapshot.context.user?.changePassword).toBe(false);
      expect(snapshot.context.endReason).toBeNull();
    },
    signingOut: (snapshot) => expect(['signedOut', 'inactivity', 'forced']).toContain(snapshot.context.endReason),
  },
};
