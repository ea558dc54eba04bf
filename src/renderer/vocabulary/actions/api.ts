import { reportError } from '../../../api/errors.ts';
import { resolveParams, resolveValue } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'api',
  doc: "Calls an operation; a failure shows the server's errors and stops the steps; the answer goes on as @result.",
  step: {
    required: ['operation'],
    properties: {
      operation: { $ref: '#/$defs/operation' },
      params: { $ref: '#/$defs/params' },
      body: { $ref: '#/$defs/paramValue', description: "What the call sends: @form for the form's values, @row for the row." },
    },
  },
  async perform(step, { call, scope }) {
    try {
      return { result: await call(step.operation, resolveParams(step.params, scope), resolveValue(step.body, scope)) };
    } catch (error) {
      reportError(error);
      return false;
    }
  },
});
