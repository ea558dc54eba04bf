import { getHolderInvoices } from '../../../../api/card-holders.ts';
import { text, query, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'holderInvoices',
  doc: "A holder's invoices, a page (GET /api/CardHolders/{id}/Invoices).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id, ...rest }) => getHolderInvoices(text(id), query(rest)),
});
