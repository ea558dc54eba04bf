import { expect } from 'vitest';
import { approvalMachine, isApprovalValid } from '../../../src/machines/approval.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

export const approvalModel: MachineModel<typeof approvalMachine> = {
  name: 'approval',
  file: 'src/machines/approval.machine.ts',
  machine: approvalMachine,
  inputs: [
    // The screen that opens the dialog decides `selectable`; the site's configuration decides `keyboard`.
    { method: 'PASSWORD', selectable: true, keyboard: true },
    { method: 'PASSWORD', selectable: true },
    { method: 'TOKEN', selectable: true },
    { method: 'PASSWORD_TOKEN', selectable: true },
  ],
  events: [
    { type: 'SELECT_TYPE', approvalType: 'token' },
    { type: 'SELECT_TYPE', approvalType: 'password_token' },
    { type: 'CHANGE_PASSWORD', value: '135791' },
    {
      type: 'CHANGE_KEYBOARD',
      pairs: [
        [1, 7],
        [3, 0],
        [5, 2],
        [7, 9],
        [9, 4],
        [1, 7],
      ],
    },
    { type: 'CHANGE_KEYBOARD', pairs: [] },
    { type: 'CHANGE_TOKEN', value: '246802' },
    { type: 'SEND_TOKEN' },
    { type: 'SUBMIT', approved: true },
    { type: 'SUBMIT', approved: false },
    { type: 'CANCEL' },
  ],
  actors: { submitApproval: { outputs: [{ id: 'transfer-1', status: 'COMPLETED' }] }, sendToken: { outputs: [2] } },
  recordedActions: ['reportError'],
  // The typed values matter only as empty, partial or complete.
  fold: (snapshot) => ({
    ...snapshot.context,
    password: snapshot.context.password.length === 6 ? 'complete' : snapshot.context.password.length ? 'partial' : '',
    pairs: snapshot.context.pairs.length,
    token: snapshot.context.token ? 'complete' : '',
    error: Boolean(snapshot.context.error),
    answer: Boolean(snapshot.context.answer),
  }),
  expectations: {
    editing: (snapshot) => {
      expect(snapshot.context.approved).toBeNull();
      expect(snapshot.context.password).toMatch(/^\d{0,6}$/);
      expect(snapshot.context.token).toMatch(/^(\d{6})?$/);
    },
    'editing.tokenSender.waiting': (snapshot) => expect(snapshot.context.countdown).toBeGreaterThan(0),
    'editing.tokenSender.ready': (snapshot) => expect(snapshot.context.countdown).toBe(0),
    submitting: (snapshot) => {
      expect(isApprovalValid(snapshot.context)).toBe(true);
      expect(snapshot.context.approved).not.toBeNull();
    },
    closed: (snapshot) =>
      expect(snapshot.output).toEqual({ approved: snapshot.context.approved, answer: { id: 'transfer-1', status: 'COMPLETED' } }),
    cancelled: (snapshot) => expect(snapshot.output).toBeNull(),
  },
};
