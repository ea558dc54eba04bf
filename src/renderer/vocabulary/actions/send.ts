import { resolveParams } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'send',
  doc: 'Sends an event to a machine the host provides (the session, the card lifecycle); a machine answering false stops the steps.',
  step: {
    required: ['machine', 'event'],
    properties: {
      machine: { $ref: '#/$defs/machine' },
      event: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
      params: { $ref: '#/$defs/params' },
    },
  },
  async perform(step, { host, scope }) {
    const machine = host.machines[step.machine];
    if (!machine) return false;
    // A machine that answers (a card action's request) goes on only once it succeeded.
    const answer = await machine.send({ ...resolveParams(step.params, scope), type: step.event });
    return answer !== false;
  },
});
