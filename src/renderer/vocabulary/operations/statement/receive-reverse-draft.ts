import { getReceive } from '../../../../api/reverses.ts';
import { receiveAmountLeft } from '../../../../domain/receive-amount.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'receiveReverseDraft',
  doc: "A receive's return form, prefilled: the amount is what is left of it (spec 001 §3).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: async ({ id }) => {
    const receive = await getReceive(text(id));
    return { currency: receive.currency, amount: receiveAmountLeft(receive), description: '' };
  },
});
