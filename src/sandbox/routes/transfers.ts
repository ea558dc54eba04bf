import type { FastifyInstance } from 'fastify';
import type { ApprovalRequest, PixTransferRequest, Transfer, TransferList, TransferRequest } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { assertOwnAccount, moneyPrincipal } from '../money/access.ts';
import { cancelOperation, decideOperation } from '../money/approval/decide-operation.ts';
import { idempotencyKeyOf, markReplay, requestFingerprint } from '../idempotency.ts';
import { pageQueryProperties } from '../paging.ts';
import { dateRangeProperties } from '../money/query-dates.ts';
import { idempotencyHeaders, idParams, ok } from '../money/route-schemas.ts';
import { createTransfer } from '../money/transfers/create-transfer.ts';
import { listTransfers, type TransferQuery } from '../money/transfers/list-transfers.ts';
import { settleDueTransfers, startSettlementTimer } from '../money/transfers/settle-transfers.ts';
import { readTransfer } from '../money/transfers/transfer-entity.ts';
import { transferKind } from '../money/transfers/transfer-kind.ts';

const BASE = '/api/Transactions/Transfers';

const transferQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    ...dateRangeProperties,
    operationId: { type: 'string' },
    merchantId: { type: 'string' },
    branchId: { type: 'string', format: 'uuid' },
    accountId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['CREATED', 'PROCESSING', 'COMPLETED', 'CANCELED', 'REJECTED'] },
    type: { type: 'string', enum: ['INTERNAL', 'EXTERNAL', 'PIX'] },
  },
} as const;

/** /api/Transactions/Transfers (spec 000 §7): internal, TED to another bank, and PIX by key. */
export async function transferRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const kind = transferKind(ctx);
  const stopTimer = startSettlementTimer(ctx);
  app.addHook('onClose', async () => stopTimer());

  app.get<{ Querystring: TransferQuery }>(
    BASE,
    {
      schema: {
        summary: "The account's transfers, newest first, filtered and paged",
        querystring: transferQuery,
        response: ok('transfer-list.schema.json'),
      },
    },
    async (request): Promise<TransferList> => {
      const principal = await moneyPrincipal(ctx, request);
      const accountId = assertOwnAccount(principal, request.query.accountId);
      await settleDueTransfers(ctx);
      return listTransfers(ctx.db, accountId, request.query);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id`,
    { schema: { summary: 'A transfer', params: idParams, response: ok('transfer.schema.json') } },
    async (request): Promise<Transfer> => {
      const principal = await moneyPrincipal(ctx, request);
      await settleDueTransfers(ctx);
      const transfer = await readTransfer(ctx.db, request.params.id);
      if (transfer.accountId !== principal.accountId) throw Errors.transferNotFound();
      return transfer;
    },
  );

  app.post<{ Body: TransferRequest }>(
    BASE,
    {
      schema: {
        summary: 'Creates a transfer (internal, TED to another bank, or PIX by key); it waits for approval',
        headers: idempotencyHeaders,
        body: { $ref: 'transfer-request.schema.json#' },
        response: ok('transfer.schema.json'),
      },
    },
    async (request, reply): Promise<Transfer> => {
      const principal = await moneyPrincipal(ctx, request);
      const answer = await createTransfer(ctx, principal, request.body, {
        key: idempotencyKeyOf(request),
        fingerprint: requestFingerprint(request),
      });
      markReplay(reply, answer.replayed);
      return answer.body;
    },
  );

  app.post<{ Body: PixTransferRequest }>(
    `${BASE}/PIX`,
    {
      schema: {
        summary: 'Creates a PIX transfer by key; it waits for approval',
        headers: idempotencyHeaders,
        body: { $ref: 'pix-transfer-request.schema.json#' },
        response: ok('transfer.schema.json'),
      },
    },
    async (request, reply): Promise<Transfer> => {
      const principal = await moneyPrincipal(ctx, request);
      const answer = await createTransfer(
        ctx,
        principal,
        { ...request.body, type: 'PIX' },
        { key: idempotencyKeyOf(request), fingerprint: requestFingerprint(request) },
      );
      markReplay(reply, answer.replayed);
      return answer.body;
    },
  );

  app.post<{ Params: { id: string }; Body: ApprovalRequest }>(
    `${BASE}/:id/Approval`,
    {
      schema: {
        summary: 'Approves a transfer with the electronic password and/or token, or disapproves (cancels) it',
        params: idParams,
        body: { $ref: 'approval-request.schema.json#' },
        response: ok('transfer.schema.json'),
      },
    },
    async (request): Promise<Transfer> => {
      const principal = await moneyPrincipal(ctx, request);
      return decideOperation(ctx, principal, kind, request.params.id, request.body);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${BASE}/:id/Cancel`,
    {
      schema: {
        summary: 'Cancels a transfer still waiting for approval',
        params: idParams,
        response: ok('transfer.schema.json'),
      },
    },
    async (request): Promise<Transfer> => {
      const principal = await moneyPrincipal(ctx, request);
      return cancelOperation(ctx, principal, kind, request.params.id, {
        refuse: Errors.transferNotCancelable,
        message: 'Cancelada pelo cliente.',
      });
    },
  );
}
