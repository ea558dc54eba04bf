import { expect, test } from 'vitest';
import { APPROVAL_MUTATIONS, runMutation } from './harness/mutation.ts';
import type { MachineModel } from './harness/model-spec.ts';
import { approvalModel } from './machines/approval.model.ts';

test.each(APPROVAL_MUTATIONS)(
  'the model tests catch the approval machine with "$name", naming what is missing',
  async (mutation) => {
    const result = await runMutation(approvalModel as MachineModel, 'approvalMachine', mutation);
    expect(result.detected).toBe(true);
    expect(result.missing.length).toBeGreaterThan(0);
  },
);

test('removing the cancel transition is reported as the cancel path', async () => {
  const result = await runMutation(approvalModel as MachineModel, 'approvalMachine', APPROVAL_MUTATIONS[0]!);
  expect(result.missing).toContain('approval.editing --CANCEL--> approval.cancelled');
  expect(result.missing).toContain('approval.cancelled');
});
