import type { FastifyInstance } from 'fastify';
import type {
  ApprovalRequest,
  Card,
  CardIssueRequest,
  CardPage,
  CardPurchasePage,
  WorkflowInstance,
} from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { approveCard } from '../cards/approve-card.ts';
import { cardPrincipal } from '../cards/card-access.ts';
import { cardRow, readCard } from '../cards/card-entity.ts';
import { changeCardStatus } from '../cards/change-card-status.ts';
import { cardWorkflow } from '../cards/card-workflow.ts';
import { issueCard } from '../cards/issue-card.ts';
import { listCards, type CardQuery } from '../cards/list-cards.ts';
import { listPurchases } from '../cards/purchases.ts';
import { idempotencyKeyOf, markReplay, requestFingerprint } from '../idempotency.ts';
import { idempotencyHeaders, idParams, ok } from '../money/route-schemas.ts';
import { pageQueryProperties, type PageQuery } from '../paging.ts';

const BASE = '/api/Cards';

const cardQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    operationId: { type: 'string', maxLength: 64 },
    merchantId: { type: 'string', maxLength: 64 },
    accountId: { type: 'string', format: 'uuid' },
    holderId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['PROCESSING', 'ACTIVE', 'LOCKED', 'CANCELED'] },
    search: { type: 'string', maxLength: 32 },
  },
} as const;

/** /api/Cards (spec 000 §7, spec 001 §4): list, issue, approve, lock, unlock, cancel, purchases, and a card's workflow steps. */
export async function cardRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Querystring: CardQuery }>(
    BASE,
    {
      schema: {
        summary: "The account's cards, newest first, paged",
        querystring: cardQuery,
        response: ok('card-page.schema.json'),
      },
    },
    async (request): Promise<CardPage> => {
      const principal = await cardPrincipal(ctx, request, request.query.accountId);
      return listCards(ctx.db, principal.accountId, request.query);
    },
  );

  app.post<{ Body: CardIssueRequest }>(
    `${BASE}/Issue`,
    {
      schema: {
        summary: 'Issues a card (the issue-card form); the card waits for approval',
        headers: idempotencyHeaders,
        body: { $ref: 'card-issue-request.schema.json#' },
        response: ok('card.schema.json'),
      },
    },
    async (request, reply): Promise<Card> => {
      const principal = await cardPrincipal(ctx, request, request.body.accountId);
      const answer = await issueCard(ctx, principal, request.body, {
        key: idempotencyKeyOf(request),
        fingerprint: requestFingerprint(request),
      });
      markReplay(reply, answer.replayed);
      return answer.body;
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id`,
    { schema: { summary: 'A card', params: idParams, response: ok('card.schema.json') } },
    async (request): Promise<Card> => {
      const principal = await cardPrincipal(ctx, request);
      return readCard(ctx.db, principal.accountId, request.params.id);
    },
  );

  app.post<{ Params: { id: string }; Body: ApprovalRequest }>(
    `${BASE}/:id/Approval`,
    {
      schema: {
        summary: 'Approves (ACTIVE, with its number) or disapproves (CANCELED) a card waiting for approval',
        params: idParams,
        body: { $ref: 'approval-request.schema.json#' },
        response: ok('card.schema.json'),
      },
    },
    async (request): Promise<Card> => approveCard(ctx, await cardPrincipal(ctx, request), request.params.id, request.body),
  );

  app.post<{ Params: { id: string } }>(
    `${BASE}/:id/Activate`,
    { schema: { summary: 'Unlocks a LOCKED card (ACTIVE)', params: idParams, response: ok('card.schema.json') } },
    async (request): Promise<Card> => {
      const principal = await cardPrincipal(ctx, request);
      return changeCardStatus(ctx, principal, request.params.id, 'ACTIVATE');
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${BASE}/:id/Lock`,
    { schema: { summary: 'Locks an ACTIVE card (LOCKED)', params: idParams, response: ok('card.schema.json') } },
    async (request): Promise<Card> => {
      const principal = await cardPrincipal(ctx, request);
      return changeCardStatus(ctx, principal, request.params.id, 'LOCK');
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${BASE}/:id/Cancel`,
    {
      schema: {
        summary: 'Cancels an ACTIVE or LOCKED card for good (CANCELED)',
        params: idParams,
        response: ok('card.schema.json'),
      },
    },
    async (request): Promise<Card> => {
      const principal = await cardPrincipal(ctx, request);
      return changeCardStatus(ctx, principal, request.params.id, 'CANCEL');
    },
  );

  app.get<{ Params: { id: string }; Querystring: PageQuery }>(
    `${BASE}/:id/Purchases`,
    {
      schema: {
        summary: 'Purchases of a card, newest first, paged',
        params: idParams,
        querystring: { type: 'object', properties: { ...pageQueryProperties } },
        response: ok('card-purchase-page.schema.json'),
      },
    },
    async (request): Promise<CardPurchasePage> => {
      const principal = await cardPrincipal(ctx, request);
      const card = await cardRow(ctx.db, principal.accountId, request.params.id);
      return listPurchases(ctx.db, { cardId: card.id }, request.query);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/Workflow`,
    {
      schema: {
        summary: "A card's workflow: where it stands and every step it went through, with their dates",
        params: idParams,
        response: ok('workflow-instance.schema.json'),
      },
    },
    async (request): Promise<WorkflowInstance> => {
      const principal = await cardPrincipal(ctx, request);
      return cardWorkflow(ctx.db, principal.accountId, request.params.id);
    },
  );
}
