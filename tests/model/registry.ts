import type { MachineModel } from './harness/model-spec.ts';
import { approvalModel } from './machines/approval.model.ts';
import { twoFactorModel } from './machines/two-factor.model.ts';
import { hubConnectionModel } from './machines/hub-connection.model.ts';
import { inactivityModel } from './machines/inactivity.model.ts';
import { sessionModel } from './machines/session.model.ts';
import { zipLookupModel } from './machines/zip-lookup.model.ts';

/** Every machine of src/machines with its model; a test fails when a machine has none. */
export const MODELS: MachineModel[] = [
  sessionModel,
  inactivityModel,
  hubConnectionModel,
  approvalModel,
  twoFactorModel,
  zipLookupModel,
] as MachineModel[];
