import type { FastifyInstance } from 'fastify';
import type {
  ApprovalRequest,
  BankSlipPayRequest,
  Payment,
  PaymentList,
  PaymentReverseRequest,
  PixPayRequest,
  QrCodePayRequest,
  QrCodeSearchResult,
  SlipSearchResult,
  UtilityPayRequest,
} from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { assertOwnAccount, moneyPrincipal } from '../money/access.ts';
import { cancelOperation, decideOperation } from '../money/approval/decide-operation.ts';
import { refreshBillingStatuses } from '../money/billings/billing-status.ts';
import { idempotencyKeyOf, markReplay, requestFingerprint } from '../idempotency.ts';
import { pageQueryProperties } from '../paging.ts';
import { createPayment, type PayRequest } from '../money/payments/create-payment.ts';
import { listPayments, type PaymentQuery } from '../money/payments/list-payments.ts';
import { bankSlipPayee, pixPayee, qrCodePayee, utilityPayee, type Payee } from '../money/payments/payees.ts';
import { readPayment } from '../money/payments/payment-entity.ts';
import { paymentKind } from '../money/payments/payment-kind.ts';
import { reversePayment } from '../money/payments/reverse-payment.ts';
import { searchBankSlip, searchQrCode, searchUtility } from '../money/payments/search.ts';
import { dateRangeProperties } from '../money/query-dates.ts';
import { idempotencyHeaders, idParams, ok } from '../money/route-schemas.ts';

const BASE = '/api/Transactions/Payments';

const paymentQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    ...dateRangeProperties,
    accountId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['CREATED', 'COMPLETED', 'CANCELED', 'REJECTED', 'REVERSED'] },
    type: { type: 'string', enum: ['QRCODE', 'BANK_SLIP', 'UTILITY', 'PIX'] },
  },
} as const;

const slipSearchQuery = {
  type: 'object',
  required: ['search'],
  properties: {
    productId: { type: 'string' },
    type: { type: 'string' },
    search: { type: 'string', minLength: 1, maxLength: 64, description: 'The digitable line.' },
  },
} as const;

type SlipSearch = { productId?: string; type?: string; search: string };
type PayeeFinder = (tx: Sql, payerAccountId: string, askedCents: number | null, now: Date) => Promise<Payee>;

/** /api/Transactions/Payments (spec 000 §7): QR code, bank slip, utility and PIX payments. */
export async function paymentRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Querystring: PaymentQuery }>(
    BASE,
    {
      schema: {
        summary: "The account's payments, newest first, filtered and paged",
        querystring: paymentQuery,
        response: ok('payment-list.schema.json'),
      },
    },
    async (request): Promise<PaymentList> => {
      const principal = await moneyPrincipal(ctx, request);
      return listPayments(ctx.db, assertOwnAccount(principal, request.query.accountId), request.query);
    },
  );

  app.get<{ Querystring: { key: string } }>(
    `${BASE}/QrCode/Search`,
    {
      schema: {
        summary: 'The QR-code charge a key names, and whether it can be paid',
        querystring: { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1, maxLength: 64 } } },
        response: ok('qr-code-search-result.schema.json'),
      },
    },
    async (request): Promise<QrCodeSearchResult> => {
      const principal = await moneyPrincipal(ctx, request);
      await refreshBillingStatuses(ctx);
      return searchQrCode(ctx.db, principal.accountId, request.query.key, ctx.clock.now());
    },
  );

  app.get<{ Querystring: SlipSearch }>(
    `${BASE}/BankSlip/Search`,
    {
      schema: {
        summary: 'Reads a bank slip by its digitable line: payee, amount, due date, and whether it can be paid',
        querystring: slipSearchQuery,
        response: ok('slip-search-result.schema.json'),
      },
    },
    async (request): Promise<SlipSearchResult> => {
      const principal = await moneyPrincipal(ctx, request);
      await refreshBillingStatuses(ctx);
      return searchBankSlip(ctx.db, principal.accountId, request.query.search, ctx.clock.now());
    },
  );

  app.get<{ Querystring: SlipSearch }>(
    `${BASE}/Utility/Search`,
    {
      schema: {
        summary: 'Reads a utility bill by its digitable line',
        querystring: slipSearchQuery,
        response: ok('slip-search-result.schema.json'),
      },
    },
    async (request): Promise<SlipSearchResult> => {
      await moneyPrincipal(ctx, request);
      return searchUtility(request.query.search, ctx.clock.now());
    },
  );

  const payRoute = <B extends PayRequest>(path: string, summary: string, schema: string, finder: (body: B) => PayeeFinder) =>
    app.post<{ Body: B }>(
      `${BASE}/${path}`,
      { schema: { summary, headers: idempotencyHeaders, body: { $ref: `${schema}#` }, response: ok('payment.schema.json') } },
      async (request, reply): Promise<Payment> => {
        const principal = await moneyPrincipal(ctx, request);
        const body = request.body as B;
        const answer = await createPayment(ctx, principal, body, finder(body), {
          key: idempotencyKeyOf(request),
          fingerprint: requestFingerprint(request),
        });
        markReplay(reply, answer.replayed);
        return answer.body;
      },
    );

  payRoute<QrCodePayRequest>(
    'QrCode/Pay',
    'Pays a QR-code charge by its key; the payment waits for approval',
    'qr-code-pay-request.schema.json',
    (body) => (tx, payer, cents, now) => qrCodePayee(tx, payer, body.key, cents, now),
  );
  payRoute<BankSlipPayRequest>(
    'BankSlip/Pay',
    'Pays a bank slip by its digitable line; the payment waits for approval',
    'bank-slip-pay-request.schema.json',
    (body) => (tx, payer, cents, now) => bankSlipPayee(tx, payer, body.digitableLine, cents, now),
  );
  payRoute<UtilityPayRequest>(
    'Utility/Pay',
    'Pays a utility bill by its digitable line; the payment waits for approval',
    'utility-pay-request.schema.json',
    (body) => async (_tx, _payer, cents, now) => utilityPayee(body.digitableLine, cents, now),
  );
  payRoute<PixPayRequest>(
    'PIX/Pay',
    'Pays a PIX BR Code (copy and paste); the payment waits for approval',
    'pix-pay-request.schema.json',
    (body) => (tx, payer, cents, now) => pixPayee(tx, payer, body.emv, cents, now),
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id`,
    { schema: { summary: 'A payment', params: idParams, response: ok('payment.schema.json') } },
    async (request): Promise<Payment> => {
      const principal = await moneyPrincipal(ctx, request);
      const payment = await readPayment(ctx.db, request.params.id);
      if (payment.accountId !== principal.accountId) throw Errors.paymentNotFound();
      return payment;
    },
  );

  app.post<{ Params: { id: string }; Body: ApprovalRequest }>(
    `${BASE}/:id/Approval`,
    {
      schema: {
        summary: 'Approves a payment with the electronic password and/or token, or disapproves (cancels) it',
        params: idParams,
        body: { $ref: 'approval-request.schema.json#' },
        response: ok('payment.schema.json'),
      },
    },
    async (request): Promise<Payment> => {
      const principal = await moneyPrincipal(ctx, request);
      return decideOperation(ctx, principal, paymentKind, request.params.id, request.body);
    },
  );

  app.post<{ Params: { id: string }; Body: PaymentReverseRequest | undefined }>(
    `${BASE}/:id/Reverse`,
    {
      schema: {
        summary: 'Reverses (refunds) a completed payment; the body is optional',
        params: idParams,
        body: { $ref: 'payment-reverse-request.schema.json#' },
        response: ok('payment.schema.json'),
      },
      // spec 000 §7 shows this call without a body: an absent body is an empty request.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request): Promise<Payment> => {
      const principal = await moneyPrincipal(ctx, request);
      return reversePayment(ctx, principal.accountId, request.params.id, request.body ?? {});
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${BASE}/:id/Cancel`,
    {
      schema: { summary: 'Cancels a payment still waiting for approval', params: idParams, response: ok('payment.schema.json') },
    },
    async (request): Promise<Payment> => {
      const principal = await moneyPrincipal(ctx, request);
      return cancelOperation(ctx, principal, paymentKind, request.params.id, {
        refuse: Errors.paymentNotCancelable,
        message: 'Cancelado pelo cliente.',
      });
    },
  );
}
