import { getLookup } from '../../../../api/lookups.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'lookup',
  doc: 'A list of GET /api/Common/{name}.',
  kind: 'query',
  params: { required: ['name'], properties: { name: { $ref: '#/$defs/lookupName' } } },
  run: ({ name }) => getLookup(text(name)),
});
