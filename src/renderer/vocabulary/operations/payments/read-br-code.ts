import { readBrCode } from '../../../../api/payments.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'readBrCode',
  doc: 'What a PIX copy-and-paste code asks for (POST /api/Transactions/PIX/Emv).',
  kind: 'query',
  params: {
    required: ['accountId', 'emv'],
    properties: { accountId: ACCOUNT_ID, emv: { type: 'string', description: 'The copy-and-paste code.' } },
  },
  run: ({ accountId, emv }) => readBrCode({ accountId: text(accountId), emv: text(emv).trim() }),
});
