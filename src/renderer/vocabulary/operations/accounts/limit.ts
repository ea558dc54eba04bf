import { getLimits } from '../../../../api/limits.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'limit',
  doc: "One product's limit, the first values of the change form.",
  kind: 'query',
  params: {
    required: ['accountId', 'product'],
    properties: { accountId: ACCOUNT_ID, product: { type: 'string', description: 'The product (PIX, TED…).' } },
  },
  run: async ({ accountId, product }) => {
    const found = (await getLimits(text(accountId))).items.find((item) => item.product === product);
    if (!found) throw new Error(`No limit for ${text(product)}`);
    return found;
  },
});
