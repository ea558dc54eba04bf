import type { ApprovalRequest } from '../../../../generated/schemas.ts';
import { approveCard } from '../../../../api/cards.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'approveCard',
  doc: 'Approves or refuses an issued card with the electronic password (POST /api/Cards/{id}/Approval).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['cards', 'cardWorkflow'],
  run: ({ id }, body) => approveCard(text(id), body as ApprovalRequest),
});
