import { expect } from 'vitest';
import { pushPermissionMachine, type PushPermission } from '../../../src/machines/push-permission.machine.ts';
import type { MachineModel, RecordedCall } from '../harness/model-spec.ts';

const warnings = (calls: RecordedCall[]) =>
  calls.filter((call) => call.action === 'warn').map((call) => (call.params as { warning: string }).warning);
const permissions: PushPermission[] = ['default', 'granted', 'denied', 'unsupported'];

export const pushPermissionModel: MachineModel<typeof pushPermissionMachine> = {
  name: 'push permission',
  file: 'src/machines/push-permission.machine.ts',
  machine: pushPermissionMachine,
  // A session that registered the device already, or not; START carries each permission the browser may report.
  inputs: [{ registered: false }, { registered: true }],
  events: [...permissions.map((permission) => ({ type: 'START' as const, permission })), { type: 'ALLOW' }, { type: 'LATER' }],
  actors: {
    requestPermission: { outputs: ['granted', 'denied', 'default'] },
    fetchToken: { outputs: ['https://push.example/endpoint/abc'] },
    registerDevice: { outputs: [undefined] },
  },
  recordedActions: ['warn'],
  expectations: {
    idle: (snapshot, calls) => {
      expect(snapshot.context.permission).toBeNull();
      expect(calls).toEqual([]);
    },
    asking: (snapshot, calls) => {
      expect(snapshot.context.permission).toBe('default');
      expect(warnings(calls)).toEqual([]);
    },
    requesting: (_, calls) => expect(warnings(calls)).toEqual([]),
    fetchingToken: (snapshot) => expect(snapshot.context.permission).toBe('granted'),
    registering: (snapshot) => {
      // spec 000 §4: once per session.
      expect(snapshot.context.registered).toBe(false);
      expect(snapshot.context.token).toBe('https://push.example/endpoint/abc');
    },
    registered: (snapshot, calls) => {
      expect(snapshot.context.registered).toBe(true);
      expect(warnings(calls)).toEqual([]);
    },
    // Denied is silent unless the person asked: then the denied or blocked warning, nothing else.
    blocked: (snapshot, calls) => {
      expect(snapshot.context.permission).toBe('denied');
      expect(warnings(calls).every((warning) => warning === 'denied' || warning === 'blocked')).toBe(true);
    },
    unsupported: (_, calls) => expect(warnings(calls).every((warning) => warning === 'unsupported')).toBe(true),
    dismissed: (_, calls) => expect(warnings(calls)).toEqual([]),
    failed: (_, calls) => expect(warnings(calls)).toHaveLength(1),
  },
};
