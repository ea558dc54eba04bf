import type { CardIssueRequest } from '../../../../generated/schemas.ts';
import { issueCard } from '../../../../api/cards.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'issueCard',
  doc: 'Issues a card, which waits for approval (POST /api/Cards/Issue).',
  kind: 'mutation',
  params: { properties: {} },
  invalidates: ['cards', 'cardHolders'],
  run: (_params, body, options) => issueCard(body as CardIssueRequest, options?.idempotencyKey),
});
