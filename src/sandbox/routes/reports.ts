import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingQuantities, Consolidation, ConsolidationChart, ReportRangeQuery } from '../../generated/schemas.ts';
import { requireFeature } from '../account-services/feature-access.ts';
import { requireOwnAccount } from '../auth/guard.ts';
import { Errors } from '../errors.ts';
import type { SandboxContext } from '../context.ts';
import { LOOKUP_LISTS } from '../lookups/lookup-lists.ts';
import { billingQuantities } from '../reports/billing-quantities.ts';
import { consolidation, consolidationChart } from '../reports/consolidation.ts';
import { reportRange } from '../reports/report-range.ts';
import { accountIdParams } from './accounts.ts';

const errorList = { $ref: 'error-list.schema.json#' } as const;
const errorAnswers = { '4xx': errorList, '5xx': errorList } as const;

const BILLING_STATUSES = (LOOKUP_LISTS.BillingStatus ?? []).map((item) => item.key);

/** The reports of spec 000 §7: billing quantities and consolidations over a date range. */
export async function reportRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Params: { id: string; status: string } }>(
    '/api/Reports/Accounts/:id/Billings/:status/Quantities',
    {
      schema: {
        summary: 'How many charges of the account have a status, and their amount, per billing type',
        params: {
          type: 'object',
          required: ['id', 'status'],
          properties: {
            id: accountIdParams.properties.id,
            status: { type: 'string', enum: [...BILLING_STATUSES, ...BILLING_STATUSES.map((status) => status.toLowerCase())] },
          },
        },
        response: { 200: { $ref: 'billing-quantities.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<BillingQuantities> => {
      await requireOwnAccount(ctx, request, request.params.id);
      return billingQuantities(ctx.db, request.params.id, request.params.status.toUpperCase());
    },
  );

  // spec 001 §2: the consolidations are the company's only when consolidationEnable is on.
  const requireConsolidations = (request: FastifyRequest, accountId: string) =>
    requireFeature(ctx, request, accountId, (config) => config.consolidationEnable, Errors.consolidationsDisabled);

  const rangeRoute = { params: accountIdParams, querystring: { $ref: 'report-range-query.schema.json#' } } as const;

  app.get<{ Params: { id: string }; Querystring: ReportRangeQuery }>(
    '/api/Consolidations/Accounts/:id',
    {
      schema: {
        summary: 'Credits and debits over a date range, per day and per entity (consolidationEnable)',
        ...rangeRoute,
        response: { 200: { $ref: 'consolidation.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<Consolidation> => {
      await requireConsolidations(request, request.params.id);
      const { first, last } = reportRange(request.params.id, request.query, ctx.clock.now());
      return consolidation(ctx.db, request.params.id, first, last);
    },
  );

  app.get<{ Params: { id: string }; Querystring: ReportRangeQuery }>(
    '/api/Consolidations/Accounts/:id/Chart',
    {
      schema: {
        summary: 'Daily series of credits, debits and end-of-day balance over a date range (consolidationEnable)',
        ...rangeRoute,
        response: { 200: { $ref: 'consolidation-chart.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<ConsolidationChart> => {
      await requireConsolidations(request, request.params.id);
      const { first, last } = reportRange(request.params.id, request.query, ctx.clock.now());
      return consolidationChart(ctx.db, request.params.id, first, last);
    },
  );
}
