import { getBilling } from '../../../../api/billings.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'billing',
  doc: 'A charge (GET /api/Transactions/Billings/{id}).',
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getBilling(text(id)),
});
