import type { FastifyInstance } from 'fastify';
import type { AccountTransactionPage, StatementExportQuery, StatementQuery } from '../../generated/schemas.ts';
import { readBalance } from '../accounts/read-account.ts';
import { requireOwnAccount } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { DEMO_BANK } from '../seed/demo-data.ts';
import { bankDayOf, isoDay } from '../statement/bank-calendar.ts';
import { statementCsv } from '../statement/export-csv.ts';
import { readStatementEntries, readStatementPageInBatch } from '../statement/read-statement.ts';
import { statementFilter } from '../statement/statement-filter.ts';
import { accountIdParams } from './accounts.ts';

const errorList = { $ref: 'error-list.schema.json#' } as const;
const errorAnswers = { '4xx': errorList, '5xx': errorList } as const;

const EXPORT_TYPES = ['CSV', 'PDF', 'JSON'] as const;
type ExportType = (typeof EXPORT_TYPES)[number];

const EXPORT_FILES: Record<ExportType, { extension: string; contentType: string }> = {
  CSV: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  PDF: { extension: 'pdf', contentType: 'application/pdf' },
  JSON: { extension: 'json', contentType: 'application/json; charset=utf-8' },
};

const binary = { type: 'string', format: 'binary' } as const;

/** GET /api/Accounts/{id}/Transactions and its exports (spec 000 §7, spec 001 §2 statement screen). */
export async function statementRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: StatementQuery }>(
    '/api/Accounts/:id/Transactions',
    {
      schema: {
        summary: 'Statement of the account, newest first, filtered and paged',
        params: accountIdParams,
        querystring: { $ref: 'statement-query.schema.json#' },
        response: { 200: { $ref: 'account-transaction-page.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<AccountTransactionPage> => {
      await requireOwnAccount(ctx, request, request.params.id);
      const filter = statementFilter(request.params.id, request.query);
      return readStatementPageInBatch(ctx, filter, {
        pageNumber: request.query.pageNumber ?? 1,
        pageSize: request.query.pageSize ?? 20,
      });
    },
  );

  app.get<{ Params: { id: string; type: string }; Querystring: StatementExportQuery }>(
    '/api/Accounts/:id/Transactions/Export/:type',
    {
      schema: {
        summary: 'Every statement entry matching the filters, as a CSV, PDF or JSON file',
        params: {
          type: 'object',
          required: ['id', 'type'],
          properties: {
            id: accountIdParams.properties.id,
            type: { type: 'string', enum: [...EXPORT_TYPES, ...EXPORT_TYPES.map((type) => type.toLowerCase())] },
          },
        },
        querystring: { $ref: 'statement-export-query.schema.json#' },
        response: {
          200: {
            description: 'The file, as an attachment named extrato_<yyyy-MM-dd>.<csv|pdf|json>',
            content: {
              'text/csv': { schema: binary },
              'application/pdf': { schema: binary },
              'application/json': { schema: { type: 'array', items: { $ref: 'account-transaction.schema.json#' } } },
            },
          },
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const accountId = request.params.id;
      await requireOwnAccount(ctx, request, accountId);
      const type = request.params.type.toUpperCase() as ExportType;
      const filter = statementFilter(accountId, request.query);
      const entries = await readStatementEntries(ctx.db, filter);
      const now = ctx.clock.now();
      let file: Buffer;
      if (type === 'CSV') file = statementCsv(entries);
      else if (type === 'JSON') file = Buffer.from(JSON.stringify(entries, null, 2), 'utf8');
      else {
        // pdfkit is loaded only when a PDF is asked for.
        const { statementPdf } = await import('../statement/export-pdf.ts');
        const balance = await readBalance(ctx.db, accountId);
        file = await statementPdf(
          {
            bankName: DEMO_BANK.name,
            holderName: balance.name,
            branch: balance.branch,
            number: balance.number,
            issuedAt: now,
            filter,
          },
          entries,
        );
      }
      const { extension, contentType } = EXPORT_FILES[type];
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="extrato_${isoDay(bankDayOf(now))}.${extension}"`)
        .send(file);
    },
  );
}
