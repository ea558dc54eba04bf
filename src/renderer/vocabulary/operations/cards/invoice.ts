import { getInvoice } from '../../../../api/card-holders.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'invoice',
  doc: 'An invoice (GET /api/CardHolders/Invoices/{id}).',
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getInvoice(text(id)),
});
