import { resolveParams } from '../../host/bindings.ts';
import { withQuery } from '../../actions/action-context.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'navigate',
  doc: 'Goes to a route of the site, with a query string.',
  step: {
    required: ['to'],
    properties: { to: { $ref: '#/$defs/route' }, query: { $ref: '#/$defs/params' } },
  },
  async perform(step, { navigate, scope }) {
    navigate(withQuery(step.to, resolveParams(step.query, scope)));
    return true;
  },
});
