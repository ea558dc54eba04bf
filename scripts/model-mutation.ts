/**
 * `npm run test:model:mutation`: checks that the model-based tests notice a broken machine. Each
 * mutation of the approval machine (a transition removed, one redirected) is applied to a temporary
 * copy; the generated paths must then miss a state or transition of the real machine, named here.
 */
import { APPROVAL_MUTATIONS, runMutation } from '../tests/model/harness/mutation.ts';
import { approvalModel } from '../tests/model/machines/approval.model.ts';
import type { MachineModel } from '../tests/model/harness/model-spec.ts';

let survived = 0;
for (const mutation of APPROVAL_MUTATIONS) {
  const result = await runMutation(approvalModel as MachineModel, 'approvalMachine', mutation);
  if (result.detected) console.log(`detected "${result.mutation}": no path now takes ${result.missing.join('; ')}`);
  else {
    survived += 1;
    console.log(`SURVIVED "${result.mutation}": the model tests would still pass`);
  }
}
process.exit(survived > 0 ? 1 : 0);
