import { getBankSlipPdf } from '../../../../api/billings.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'bankSlipPdf',
  doc: "A bank-slip charge's PDF.",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getBankSlipPdf(text(id)),
});
