import { expect } from 'vitest';
import { APPROVAL_ATTEMPTS, moneyOperationMachine } from '../../../src/machines/money-operation.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

export const moneyOperationModel: MachineModel<typeof moneyOperationMachine> = {
  name: 'money-operation',
  file: 'src/machines/money-operation.machine.ts',
  machine: moneyOperationMachine,
  // A transfer with two tries left reaches the rejection quickly; a payment can be reversed.
  inputs: [
    { kind: 'transfer', remainingAttempts: 2 },
    { kind: 'payment', remainingAttempts: 1 },
  ],
  events: [
    { type: 'APPROVE' },
    { type: 'APPROVE', outcome: 'PROCESSING' },
    { type: 'APPROVE', outcome: 'REFUSED' },
    { type: 'WRONG_CREDENTIALS' },
    { type: 'DISAPPROVE' },
    { type: 'CANCEL' },
    { type: 'SETTLE' },
    { type: 'REVERSE' },
  ],
  expectations: {
    CREATED: (snapshot) => expect(snapshot.context.remainingAttempts).toBeGreaterThan(0),
    PROCESSING: (snapshot) => expect(snapshot.context.kind).toBe('transfer'),
    COMPLETED: (snapshot) => expect(snapshot.status).toBe('active'),
    CANCELED: (snapshot) => expect(snapshot.status).toBe('done'),
    REJECTED: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.remainingAttempts === 0 || snapshot.context.kind === 'transfer').toBe(true);
      expect(snapshot.context.remainingAttempts).toBeLessThan(APPROVAL_ATTEMPTS);
    },
    REVERSED: (snapshot) => expect(snapshot.context.kind).toBe('payment'),
  },
};
