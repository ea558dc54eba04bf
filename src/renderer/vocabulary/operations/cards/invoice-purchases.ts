import { getInvoicePurchases } from '../../../../api/card-holders.ts';
import { text, query, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'invoicePurchases',
  doc: "An invoice's installments, a page (GET /api/CardHolders/Invoices/{id}/Purchases).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id, ...rest }) => getInvoicePurchases(text(id), query(rest)),
});
