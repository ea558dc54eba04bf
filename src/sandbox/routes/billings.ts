import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  Billing,
  BillingBankSlipRequest,
  BillingList,
  BillingPixDynamicRequest,
  BillingPixStaticRequest,
  BillingQrCodeRequest,
} from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { assertOwnAccount, fileRequester, moneyPrincipal } from '../money/access.ts';
import { billingEntity, billingRow, type BillingRow } from '../money/billings/billing-entity.ts';
import { refreshBillingStatuses } from '../money/billings/billing-status.ts';
import { bankSlipPdf } from '../money/billings/bank-slip-pdf.ts';
import { cancelBilling } from '../money/billings/cancel-billing.ts';
import {
  createBankSlipBilling,
  createPixDynamicBilling,
  createPixStaticBilling,
  createQrCodeBilling,
} from '../money/billings/create-billing.ts';
import { listBillings, type BillingQuery } from '../money/billings/list-billings.ts';
import { qrPng, MAX_IMAGE_SIZE, MIN_IMAGE_SIZE } from '../money/billings/qr-image.ts';
import { idempotencyKeyOf, idempotent, markReplay, requestFingerprint } from '../idempotency.ts';
import { moneyTransaction } from '../money/money-transaction.ts';
import { pageQueryProperties } from '../paging.ts';
import { accountParty } from '../money/parties.ts';
import { dateRangeProperties } from '../money/query-dates.ts';
import { errorResponses, idempotencyHeaders, idParams, ok } from '../money/route-schemas.ts';

const BASE = '/api/Transactions/Billings';

const billingQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    ...dateRangeProperties,
    accountId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['ACTIVE', 'OVERDUE', 'PAID', 'CANCELED'] },
    type: { type: 'string', enum: ['QRCODE', 'BANK_SLIP', 'PIX_DYNAMIC', 'PIX_STATIC'] },
    search: { type: 'string', maxLength: 64 },
  },
} as const;

/**
 * Image and file addresses: spec 000 §7 put the access token and a timestamp in the query; here
 * the address carries a single-use file ticket instead (or the token goes in the header).
 */
const fileQuery = {
  type: 'object',
  properties: {
    ticket: {
      type: 'string',
      maxLength: 64,
      description:
        "A single-use ticket of purpose 'file' (POST /api/Authentication/Tickets), for addresses the browser opens by itself.",
    },
    t: { type: 'string', maxLength: 32 },
    timestamp: { type: 'string', maxLength: 32 },
  },
} as const;

const imageParams = {
  type: 'object',
  required: ['id', 'type', 'size'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    type: { type: 'string', description: 'PNG' },
    size: { type: 'integer', minimum: MIN_IMAGE_SIZE, maximum: MAX_IMAGE_SIZE, description: 'Width and height in pixels.' },
  },
} as const;

type Creator<B> = (tx: Sql, accountId: string, body: B, now: Date) => Promise<Billing>;
type ImageParams = { id: string; type: string; size: number };

/** /api/Transactions/Billings (spec 000 §7): charges by QR code, bank slip and PIX, with their images and PDF. */
export async function billingRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  /** A charge of the caller's account, with its status brought up to date. */
  async function ownBilling(accountId: string, id: string): Promise<BillingRow> {
    await refreshBillingStatuses(ctx);
    const row = await billingRow(ctx.db, id);
    if (row.account_id !== accountId) throw Errors.billingNotFound();
    return row;
  }

  app.get<{ Querystring: BillingQuery }>(
    BASE,
    {
      schema: {
        summary: "The account's charges, newest first, filtered and paged",
        querystring: billingQuery,
        response: ok('billing-list.schema.json'),
      },
    },
    async (request): Promise<BillingList> => {
      const principal = await moneyPrincipal(ctx, request);
      const accountId = assertOwnAccount(principal, request.query.accountId);
      await refreshBillingStatuses(ctx);
      return listBillings(ctx.db, accountId, request.query);
    },
  );

  const createRoute = <B extends { accountId: string }>(path: string, summary: string, schema: string, create: Creator<B>) =>
    app.post<{ Body: B }>(
      `${BASE}/${path}`,
      { schema: { summary, headers: idempotencyHeaders, body: { $ref: `${schema}#` }, response: ok('billing.schema.json') } },
      async (request, reply): Promise<Billing> => {
        const principal = await moneyPrincipal(ctx, request);
        const body = request.body as B;
        const accountId = assertOwnAccount(principal, body.accountId);
        const key = idempotencyKeyOf(request);
        const now = ctx.clock.now();
        const answer = await moneyTransaction(ctx, async (tx, outbox) => {
          const result = await idempotent(tx, { accountId, key, fingerprint: requestFingerprint(request), now }, () =>
            create(tx, accountId, body, now),
          );
          if (!result.replayed) outbox.add(accountId, 'AccountBilling', { billing: result.body });
          return result;
        });
        markReplay(reply, answer.replayed);
        return answer.body;
      },
    );

  createRoute<BillingQrCodeRequest>(
    'QrCode',
    'Issues a charge paid by reading its QR code in the app',
    'billing-qr-code-request.schema.json',
    createQrCodeBilling,
  );
  createRoute<BillingBankSlipRequest>(
    'BankSlip',
    'Issues a bank slip (boleto) to a payer, with optional fine and discount',
    'billing-bank-slip-request.schema.json',
    createBankSlipBilling,
  );
  createRoute<BillingPixDynamicRequest>(
    'PIX/Dynamic',
    'Issues a single-use PIX charge that expires',
    'billing-pix-dynamic-request.schema.json',
    createPixDynamicBilling,
  );
  createRoute<BillingPixStaticRequest>(
    'PIX/Static',
    'Issues a PIX charge whose BR Code carries the key, the amount and a txid',
    'billing-pix-static-request.schema.json',
    createPixStaticBilling,
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id`,
    {
      schema: { summary: 'A charge, with its status brought up to date', params: idParams, response: ok('billing.schema.json') },
    },
    async (request): Promise<Billing> => {
      const principal = await moneyPrincipal(ctx, request);
      return billingEntity(await ownBilling(principal.accountId, request.params.id));
    },
  );

  for (const path of [`${BASE}/:id/Cancel`, `${BASE}/:id`]) {
    app.delete<{ Params: { id: string } }>(
      path,
      { schema: { summary: 'Cancels an open charge', params: idParams, response: ok('billing.schema.json') } },
      async (request): Promise<Billing> => {
        const principal = await moneyPrincipal(ctx, request);
        await refreshBillingStatuses(ctx);
        return cancelBilling(ctx, principal.accountId, request.params.id);
      },
    );
  }

  const sendPng = (reply: FastifyReply, png: Buffer) => reply.type('image/png').header('Cache-Control', 'no-store').send(png);
  const pngResponse = { 200: { type: 'string', format: 'binary', description: 'image/png' }, ...errorResponses };

  app.get<{ Params: ImageParams }>(
    `${BASE}/:id/QrCode/:type/:size`,
    {
      schema: {
        summary: "The QR image of a QR-code charge's key",
        params: imageParams,
        querystring: fileQuery,
        response: pngResponse,
      },
    },
    async (request, reply) => {
      const principal = await fileRequester(ctx, request);
      const row = await ownBilling(principal.accountId, request.params.id);
      if (row.type !== 'QRCODE' || !row.qr_key) throw Errors.wrongBillingType();
      return sendPng(reply, await qrPng(row.qr_key, request.params.type, request.params.size));
    },
  );

  app.get<{ Params: ImageParams }>(
    `${BASE}/:id/PIX/:type/:size`,
    {
      schema: {
        summary: "The QR image of a PIX charge's BR Code",
        params: imageParams,
        querystring: fileQuery,
        response: pngResponse,
      },
    },
    async (request, reply) => {
      const principal = await fileRequester(ctx, request);
      const row = await ownBilling(principal.accountId, request.params.id);
      if (!row.emv) throw Errors.wrongBillingType();
      return sendPng(reply, await qrPng(row.emv, request.params.type, request.params.size));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/BankSlip/PDF`,
    {
      schema: {
        summary: 'The bank slip to print, as a PDF',
        params: idParams,
        querystring: fileQuery,
        response: { 200: { type: 'string', format: 'binary', description: 'application/pdf' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const principal = await fileRequester(ctx, request);
      const row = await ownBilling(principal.accountId, request.params.id);
      if (row.type !== 'BANK_SLIP') throw Errors.wrongBillingType();
      const pdf = await bankSlipPdf(row, await accountParty(ctx.db, row.account_id));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="boleto-${row.our_number ?? row.id}.pdf"`)
        .send(pdf);
    },
  );
}
