import type { TokenResendAnswer } from '../../../machines/two-factor.machine.ts';
import { resolveParams } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'twoFactor',
  opensDialog: true,
  doc: "Opens the 'Token de Validação' dialog, whose resend link calls the operation; the six digits go on as @result.code; closed, the steps stop.",
  step: {
    required: ['operation', 'params'],
    properties: {
      operation: { $ref: '#/$defs/operation' },
      params: { $ref: '#/$defs/params' },
      message: { $ref: '#/$defs/textKey' },
    },
  },
  // spec 001 §4: the six digits go on as @result.code; closing the dialog stops the steps.
  async perform(step, { call, scope, dialogs }) {
    const params = resolveParams(step.params, scope);
    const code = await dialogs.twoFactor({
      message: step.message,
      resend: async () => (await call(step.operation, params, undefined)) as TokenResendAnswer,
    });
    return code === null ? false : { result: { code } };
  },
});
