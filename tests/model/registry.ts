import type { MachineModel } from './harness/model-spec.ts';
import { approvalModel } from './machines/approval.model.ts';
import { cardLifecycleModel } from './machines/card-lifecycle.model.ts';
import { twoFactorModel } from './machines/two-factor.model.ts';
import { hubConnectionModel } from './machines/hub-connection.model.ts';
import { inactivityModel } from './machines/inactivity.model.ts';
import { sessionModel } from './machines/session.model.ts';
import { zipLookupModel } from './machines/zip-lookup.model.ts';
import { pushPermissionModel } from './machines/push-permission.model.ts';
import { moneyOperationModel } from './machines/money-operation.model.ts';
import { pixChargeModel } from './machines/pix-charge.model.ts';
import { registrationModel } from './machines/registration.model.ts';

/** Every machine of src/machines with its model; a test fails when a machine has none. */
export const MODELS: MachineModel[] = [
  sessionModel,
  inactivityModel,
  hubConnectionModel,
  approvalModel,
  twoFactorModel,
  zipLookupModel,
  pushPermissionModel,
  cardLifecycleModel,
  moneyOperationModel,
  pixChargeModel,
  registrationModel,
] as MachineModel[];
