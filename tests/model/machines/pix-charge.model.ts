import { expect } from 'vitest';
import { pixChargeMachine } from '../../../src/machines/pix-charge.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

export const pixChargeModel: MachineModel<typeof pixChargeMachine> = {
  name: 'pix-charge',
  file: 'src/machines/pix-charge.machine.ts',
  machine: pixChargeMachine,
  inputs: [{ type: 'PIX_DYNAMIC' }, { type: 'PIX_STATIC' }, { type: 'BANK_SLIP' }],
  events: [{ type: 'PAY' }, { type: 'CANCEL' }, { type: 'EXPIRE' }, { type: 'DUE_DATE_PASSES' }],
  expectations: {
    ACTIVE: (snapshot) => expect(snapshot.status).toBe('active'),
    OVERDUE: (snapshot) => expect(['BANK_SLIP', 'QRCODE']).toContain(snapshot.context.type),
    PAID: (snapshot) => expect(snapshot.status).toBe('done'),
    CANCELED: (snapshot) => expect(snapshot.status).toBe('done'),
  },
};
