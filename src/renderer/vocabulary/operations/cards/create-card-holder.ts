import type { CardHolderRequest } from '../../../../generated/schemas.ts';
import { createCardHolder } from '../../../../api/card-holders.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createCardHolder',
  doc: 'Registers a holder with no card yet (POST /api/CardHolders).',
  kind: 'mutation',
  params: { properties: {} },
  invalidates: ['cardHolders'],
  run: (_params, body) => createCardHolder(body as CardHolderRequest),
});
