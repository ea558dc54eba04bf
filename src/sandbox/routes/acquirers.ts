import type { FastifyInstance } from 'fastify';
import type {
  AcquirerSalePage,
  AcquirerSalesQuery,
  AcquirerSchedulePage,
  AcquirerSchedulesQuery,
} from '../../generated/schemas.ts';
import { requireFeature } from '../account-services/feature-access.ts';
import { acquirerSales } from '../acquirers/acquirer-sales.ts';
import { acquirerSchedules } from '../acquirers/acquirer-schedules.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { bankDayOf } from '../statement/bank-calendar.ts';
import { accountIdParams } from './accounts.ts';

const errorList = { $ref: 'error-list.schema.json#' } as const;
const errorAnswers = { '4xx': errorList, '5xx': errorList } as const;

/** Card acquiring (spec 000 §7, spec 001 §2 /account/acquirers): the sales and the receivables schedule. */
export async function acquirerRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const requireAcquiring = (request: Parameters<typeof requireFeature>[1], accountId: string) =>
    requireFeature(ctx, request, accountId, (config) => config.acquirerEnable, Errors.acquirerDisabled);

  app.get<{ Params: { id: string }; Querystring: AcquirerSalesQuery }>(
    '/api/Accounts/:id/Acquirers/Transactions',
    {
      schema: {
        summary: "The company's card sales, newest first: days of sale in São Paulo, status, brand and product (acquirerEnable)",
        params: accountIdParams,
        querystring: { $ref: 'acquirer-sales-query.schema.json#' },
        response: { 200: { $ref: 'acquirer-sale-page.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<AcquirerSalePage> => {
      await requireAcquiring(request, request.params.id);
      return acquirerSales(ctx.db, request.params.id, request.query);
    },
  );

  app.get<{ Params: { id: string }; Querystring: AcquirerSchedulesQuery }>(
    '/api/Accounts/:id/Acquirers/Schedules',
    {
      schema: {
        summary:
          'The receivables of the card sales by settlement day, with their totals: settlement days, status and brand (acquirerEnable)',
        params: accountIdParams,
        querystring: { $ref: 'acquirer-schedules-query.schema.json#' },
        response: { 200: { $ref: 'acquirer-schedule-page.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<AcquirerSchedulePage> => {
      await requireAcquiring(request, request.params.id);
      return acquirerSchedules(ctx.db, request.params.id, request.query, bankDayOf(ctx.clock.now()));
    },
  );
}
