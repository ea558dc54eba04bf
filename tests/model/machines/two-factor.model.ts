import { expect } from 'vitest';
import { twoFactorMachine } from '../../../src/machines/two-factor.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

const digits = Array.from({ length: 6 }, (_, index) => ({ type: 'TYPE_DIGIT' as const, index, digit: String(index + 1) }));

export const twoFactorModel: MachineModel<typeof twoFactorMachine> = {
  name: 'two-factor',
  file: 'src/machines/two-factor.machine.ts',
  machine: twoFactorMachine,
  inputs: [{ seconds: 1 }],
  events: [
    ...digits,
    { type: 'TYPE_DIGIT', index: 0, digit: 'x' },
    { type: 'BACKSPACE', index: 1 },
    { type: 'RESEND' },
    { type: 'CLOSE' },
  ],
  actors: {
    resendToken: {
      outputs: [
        { code: 200, data: 1, errors: [] },
        { code: 400, data: 0, errors: [{ message: 'Aguarde para pedir um novo token.', errorCode: 'OT10001' }] },
      ],
    },
  },
  recordedActions: ['reportResendErrors'],
  // Which boxes are filled and whether the count runs is what matters, not every second.
  fold: (snapshot) => ({
    filled: snapshot.context.digits.map((digit) => digit !== ''),
    counting: Math.sign(snapshot.context.countdown),
  }),
  expectations: {
    counting: (snapshot) => expect(snapshot.context.countdown).toBeGreaterThanOrEqual(0),
    canResend: (snapshot) => expect(snapshot.context.countdown).toBeLessThan(0),
    done: (snapshot) => expect(snapshot.output?.code).toMatch(/^\d{6}$/),
    cancelled: (snapshot) => expect(snapshot.output?.code ?? '').toMatch(/^(\d{6})?$/),
  },
};
