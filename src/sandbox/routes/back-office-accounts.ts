import type { FastifyInstance } from 'fastify';
import type {
  AccountListQuery,
  AccountLock,
  AccountSearchQuery,
  AccountSummary,
  AccountSummaryPage,
} from '../../generated/schemas.ts';
import { unmaskTaxId } from '../../domain/index.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { idParams, ok } from '../money/route-schemas.ts';
import { pagedList, pageWindow } from '../paging.ts';
import { BACK_OFFICE_TAG, guardBackOffice, operatorOf } from './back-office.ts';
import { registrationDecisionRoutes } from './registration-decisions.ts';

const tags = [BACK_OFFICE_TAG];

/** A customer account of the operator's merchant (AC10001 for any other id). */
async function requireMerchantAccount(sql: Sql, merchantId: string, accountId: string): Promise<void> {
  const row = await one(sql, `select 1 from accounts where id = $1 and merchant_id = $2 and kind = 'CUSTOMER'`, [
    accountId,
    merchantId,
  ]);
  if (!row) throw Errors.accountNotFound();
}

interface SummaryRow {
  id: string;
  person_id: string;
  merchant_id: string;
  branch_id: string | null;
  branch: string | null;
  number: string | null;
  status: string;
  locked: boolean;
  person_type: 'N' | 'J';
  tax_id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
}

const toSummary = (row: SummaryRow): AccountSummary => ({
  id: row.id,
  personId: row.person_id,
  merchantId: row.merchant_id,
  branchId: row.branch_id,
  branch: row.branch,
  number: row.number,
  status: row.status,
  locked: row.locked,
  personType: row.person_type,
  taxId: row.tax_id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** One page of the merchant's customer accounts matching the filters, newest first. */
async function accountPage(
  sql: Sql,
  merchantId: string,
  filters: { clause: string; value: unknown }[],
  paging: { pageNumber?: number; pageSize?: number },
): Promise<AccountSummaryPage> {
  const params: unknown[] = [merchantId];
  const where = [`a.merchant_id = $1`, `a.kind = 'CUSTOMER'`];
  for (const filter of filters) {
    params.push(filter.value);
    where.push(filter.clause.replaceAll('?', `$${params.length}`));
  }
  const from = `from accounts a join people p on p.id = a.person_id left join branches b on b.id = a.branch_id
                where ${where.join(' and ')}`;
  const window = pageWindow(paging);
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total ${from}`, params);
  const rows = await sql.query<SummaryRow>(
    `select a.id, a.person_id, a.merchant_id, a.branch_id, b.code as branch, a.number, a.status, a.locked,
            p.person_type, p.tax_id, p.name, a.created_at, a.updated_at
       ${from} order by a.created_at desc, a.id limit ${window.limit} offset ${window.offset}`,
    params,
  );
  return pagedList(window, count?.total ?? 0, rows.map(toSummary));
}

/**
 * The bank's own view of its accounts (spec 000 §7: GET /api/Accounts with paging, GET
 * /api/Accounts/Search), locking and unlocking them, and the operator's decisions on registrations:
 * for bank operators only (role BANK_OPERATOR), each within its merchant.
 */
export async function backOfficeAccountRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  guardBackOffice(app, ctx);

  app.get<{ Querystring: AccountListQuery }>(
    '/api/Accounts',
    {
      schema: {
        tags,
        summary: "The merchant's accounts, registrations included, newest first (bank operators)",
        description: 'A session of a user with the role BANK_OPERATOR.',
        querystring: { $ref: 'account-list-query.schema.json#' },
        response: ok('account-summary-page.schema.json'),
      },
    },
    async (request): Promise<AccountSummaryPage> => {
      const operator = operatorOf(request);
      const { status, search } = request.query;
      const filters = [
        ...(status ? [{ clause: 'a.status = ?', value: status }] : []),
        ...(search
          ? [{ clause: `(p.name ilike '%' || ? || '%' or p.tax_id = upper(?))`, value: search.replace(/[%_\\]/g, '\\$&') }]
          : []),
      ];
      return accountPage(ctx.db, operator.merchantId, filters, request.query);
    },
  );

  app.get<{ Querystring: AccountSearchQuery }>(
    '/api/Accounts/Search',
    {
      schema: {
        tags,
        summary: 'Find accounts by tax id, branch and account number (bank operators)',
        description:
          "A session of a user with the role BANK_OPERATOR; merchantId must be the operator's own (another answers none).",
        querystring: { $ref: 'account-search-query.schema.json#' },
        response: ok('account-summary-page.schema.json'),
      },
    },
    async (request): Promise<AccountSummaryPage> => {
      const operator = operatorOf(request);
      const { merchantId, taxId, branch, account } = request.query;
      // Another merchant's accounts are not the operator's to see: none match.
      if (merchantId !== operator.merchantId) return pagedList(pageWindow(request.query), 0, []);
      const filters = [
        ...(taxId ? [{ clause: 'p.tax_id = ?', value: unmaskTaxId(taxId) }] : []),
        ...(branch ? [{ clause: 'b.code = ?', value: branch.padStart(4, '0') }] : []),
        ...(account ? [{ clause: 'a.number = ?', value: account.replace(/-/g, '') }] : []),
      ];
      return accountPage(ctx.db, operator.merchantId, filters, request.query);
    },
  );

  for (const [path, locked] of [
    ['Lock', true],
    ['Unlock', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/Accounts/:id/${path}`,
      {
        schema: {
          tags,
          summary: locked
            ? "Lock an account: its operators' sessions end and no one signs in until it is unlocked"
            : 'Unlock an account: its operators sign in again',
          params: idParams,
          response: ok('account-lock.schema.json'),
        },
      },
      async (request): Promise<AccountLock> => {
        const { id } = request.params;
        await requireMerchantAccount(ctx.db, operatorOf(request).merchantId, id);
        await ctx.db.query('update accounts set locked = $2, updated_at = $3 where id = $1', [id, locked, ctx.clock.now()]);
        if (locked) await endSessionsOf(ctx, id);
        return { accountId: id, locked };
      },
    );
  }

  registrationDecisionRoutes(app, ctx, {
    prefix: '/api/Accounts/:id/Workflow',
    tags,
    who: 'bank operators, from its workflow activity; the tester control takes the same path',
    actor: async (request) => {
      const operator = operatorOf(request);
      await requireMerchantAccount(ctx.db, operator.merchantId, request.params.id);
      return { kind: 'OPERATOR', id: operator.userId };
    },
  });
}

/** A locked account's open sessions end now (their hub connections with them). */
async function endSessionsOf(ctx: SandboxContext, accountId: string): Promise<void> {
  const ended = await ctx.db.query<{ id: string }>(
    'update sessions set signed_out_at = $2 where account_id = $1 and signed_out_at is null returning id',
    [accountId, ctx.clock.now()],
  );
  for (const session of ended) ctx.events.emit('sessionClosed', session.id);
}
