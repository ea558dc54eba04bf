import type { FastifyInstance } from 'fastify';
import type { Receive, ReceiveReverseRequest } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { moneyPrincipal } from '../money/access.ts';
import { receiveEntity, receiveRow } from '../money/receives/receive-entity.ts';
import { reverseReceive } from '../money/receives/reverse-receive.ts';
import { idParams, ok } from '../money/route-schemas.ts';

const BASE = '/api/Transactions/Receives';

/** /api/Transactions/Receives (spec 000 §7): money received, and its return. */
export async function receiveRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Params: { id: string } }>(
    `${BASE}/:id`,
    {
      schema: {
        summary: 'Money the account received, and what of it can still be returned',
        params: idParams,
        response: ok('receive.schema.json'),
      },
    },
    async (request): Promise<Receive> => {
      const principal = await moneyPrincipal(ctx, request);
      const row = await receiveRow(ctx.db, request.params.id);
      if (row.account_id !== principal.accountId) throw Errors.receiveNotFound();
      return receiveEntity(row, ctx.clock.now());
    },
  );

  app.put<{ Params: { id: string }; Body: ReceiveReverseRequest }>(
    `${BASE}/:id/Reverse`,
    {
      schema: {
        summary: 'Returns (devolução) all or part of a PIX received, within 90 days',
        params: idParams,
        body: { $ref: 'receive-reverse-request.schema.json#' },
        response: ok('receive.schema.json'),
      },
    },
    async (request): Promise<Receive> => {
      const principal = await moneyPrincipal(ctx, request);
      return reverseReceive(ctx, principal.accountId, request.params.id, request.body);
    },
  );
}
