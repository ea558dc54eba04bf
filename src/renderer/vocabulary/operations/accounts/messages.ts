import { getMessages } from '../../../../api/messages.ts';
import { text, query, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'messages',
  doc: "The account's messages, newest first (GET /api/Accounts/{id}/Messages); read: false for the unread ones.",
  kind: 'query',
  params: {
    required: ['accountId'],
    properties: {
      accountId: ACCOUNT_ID,
      read: { type: 'boolean', description: 'false: only the unread messages.' },
      pageSize: { type: 'integer' },
    },
  },
  run: ({ accountId, ...rest }) => getMessages(text(accountId), query(rest)),
});
