import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireBankOperator, type BankOperator } from '../auth/bank-operator.ts';
import type { SandboxContext } from '../context.ts';

/** The OpenAPI tag of every call for bank operators only (docs/back-office.md). */
export const BACK_OFFICE_TAG = 'Back office';

const operators = new WeakMap<FastifyRequest, BankOperator>();

/**
 * Makes every route of the scope a back-office call: a session of a bank operator (role
 * BANK_OPERATOR) is checked before anything else is read, so an account holder gets 403 (BO10001)
 * whatever the parameters and the body, and nothing without a session (401).
 */
export function guardBackOffice(app: FastifyInstance, ctx: SandboxContext): void {
  app.addHook('onRequest', async (request) => {
    operators.set(request, await requireBankOperator(ctx, request));
  });
}

/** The operator the scope's guard let in. */
export function operatorOf(request: FastifyRequest): BankOperator {
  const operator = operators.get(request);
  if (!operator) throw new Error('back-office route outside guardBackOffice');
  return operator;
}
