import type { FastifyInstance } from 'fastify';
import type { Account, Balance } from '../../generated/schemas.ts';
import { readAccount, readBalanceInBatch } from '../accounts/read-account.ts';
import { bankOperatorOf } from '../auth/bank-operator.ts';
import { requireAccountPrincipal, requireOwnAccount } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { one } from '../db/database.ts';
import { Errors } from '../errors.ts';

export const accountIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const errorList = { $ref: 'error-list.schema.json#' } as const;
const answers = (ok: object) => ({ 200: ok, '4xx': errorList, '5xx': errorList });

/** The account calls of spec 000 §7 that the skeleton serves; each refuses another account's id. */
export async function accountRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id',
    {
      schema: {
        summary: 'The account',
        description: "A session of the account's own, or of a bank operator of its merchant (the back office's account page).",
        params: accountIdParams,
        response: answers({ $ref: 'account.schema.json#' }),
      },
    },
    async (request): Promise<Account> => {
      const principal = await requireAccountPrincipal(ctx, request);
      if (principal.accountId !== request.params.id) {
        const operator = await bankOperatorOf(ctx, principal);
        const ofMerchant = operator
          ? await one(ctx.db, `select 1 from accounts where id = $1 and merchant_id = $2 and kind = 'CUSTOMER'`, [
              request.params.id,
              operator.merchantId,
            ])
          : null;
        if (!ofMerchant) throw Errors.accountNotFound();
      }
      return readAccount(ctx.db, request.params.id);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Balance',
    {
      schema: {
        summary: "The account's balance, with its holder and number",
        params: accountIdParams,
        response: answers({ $ref: 'balance.schema.json#' }),
      },
    },
    async (request): Promise<Balance> => {
      await requireOwnAccount(ctx, request, request.params.id);
      return readBalanceInBatch(ctx, request.params.id);
    },
  );
}
