import type { FastifyInstance } from 'fastify';
import type {
  CardHolder,
  CardHolderPage,
  CardHolderRequest,
  CardHolderUpdateRequest,
  CardPurchasePage,
  Invoice,
  InvoicePage,
  InvoicePurchase,
  InvoicePurchasePage,
} from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { cardPrincipal } from '../cards/card-access.ts';
import { createHolder } from '../cards/create-holder.ts';
import { holderRow, readHolder } from '../cards/holder-entity.ts';
import { listInvoicePurchases, listInvoices, readInvoice, readInvoicePurchase } from '../cards/invoices.ts';
import { listHolders, type HolderQuery } from '../cards/list-holders.ts';
import { listPurchases } from '../cards/purchases.ts';
import { updateHolder } from '../cards/update-holder.ts';
import { idParams, ok } from '../money/route-schemas.ts';
import { pageQueryProperties, type PageQuery } from '../paging.ts';

const BASE = '/api/CardHolders';
const pageQuery = { type: 'object', properties: { ...pageQueryProperties } } as const;

/** /api/CardHolders (spec 000 §7, spec 001 §2 and §3): holders, their invoices and purchases. */
export async function cardHolderRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Querystring: HolderQuery }>(
    BASE,
    {
      schema: {
        summary: "The account's card holders, paged, with search by name or tax id",
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            accountId: { type: 'string', format: 'uuid' },
            search: { type: 'string', maxLength: 128 },
            sort: { type: 'string', enum: ['name', '-name', 'createdAt', '-createdAt'] },
          },
        },
        response: ok('card-holder-page.schema.json'),
      },
    },
    async (request): Promise<CardHolderPage> => {
      const principal = await cardPrincipal(ctx, request, request.query.accountId);
      return listHolders(ctx.db, principal.accountId, request.query);
    },
  );

  app.post<{ Body: CardHolderRequest }>(
    BASE,
    {
      schema: {
        summary: 'Adds a card holder to the account (the large holder form)',
        body: { $ref: 'card-holder-request.schema.json#' },
        response: ok('card-holder.schema.json'),
      },
    },
    async (request): Promise<CardHolder> => createHolder(ctx, await cardPrincipal(ctx, request), request.body),
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id`,
    { schema: { summary: 'A card holder', params: idParams, response: ok('card-holder.schema.json') } },
    async (request): Promise<CardHolder> => {
      const principal = await cardPrincipal(ctx, request);
      return readHolder(ctx.db, principal.accountId, request.params.id);
    },
  );

  app.put<{ Params: { id: string }; Body: CardHolderUpdateRequest }>(
    `${BASE}/:id`,
    {
      schema: {
        summary: "Changes a holder's name, invoice closing and pay days and billing",
        params: idParams,
        body: { $ref: 'card-holder-update-request.schema.json#' },
        response: ok('card-holder.schema.json'),
      },
    },
    async (request): Promise<CardHolder> => {
      const principal = await cardPrincipal(ctx, request);
      return updateHolder(ctx, principal.accountId, request.params.id, request.body);
    },
  );

  app.get<{ Params: { id: string }; Querystring: PageQuery }>(
    `${BASE}/:id/Purchases`,
    {
      schema: {
        summary: 'Purchases of every card of the holder, paged',
        params: idParams,
        querystring: pageQuery,
        response: ok('card-purchase-page.schema.json'),
      },
    },
    async (request): Promise<CardPurchasePage> => {
      const principal = await cardPrincipal(ctx, request);
      const holder = await holderRow(ctx.db, principal.accountId, request.params.id);
      return listPurchases(ctx.db, { holderId: holder.id }, request.query);
    },
  );

  app.get<{ Params: { id: string }; Querystring: PageQuery }>(
    `${BASE}/:id/Invoices`,
    {
      schema: {
        summary: "The holder's invoices, newest first, paged",
        params: idParams,
        querystring: pageQuery,
        response: ok('invoice-page.schema.json'),
      },
    },
    async (request): Promise<InvoicePage> => {
      const principal = await cardPrincipal(ctx, request);
      const holder = await holderRow(ctx.db, principal.accountId, request.params.id);
      return listInvoices(ctx.db, holder.id, request.query);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/Invoices/:id`,
    { schema: { summary: 'An invoice', params: idParams, response: ok('invoice.schema.json') } },
    async (request): Promise<Invoice> => {
      const principal = await cardPrincipal(ctx, request);
      return readInvoice(ctx.db, principal.accountId, request.params.id);
    },
  );

  app.get<{ Params: { id: string }; Querystring: PageQuery }>(
    `${BASE}/Invoices/:id/Purchases`,
    {
      schema: {
        summary: 'The installments billed on an invoice, paged',
        params: idParams,
        querystring: pageQuery,
        response: ok('invoice-purchase-page.schema.json'),
      },
    },
    async (request): Promise<InvoicePurchasePage> => {
      const principal = await cardPrincipal(ctx, request);
      return listInvoicePurchases(ctx.db, principal.accountId, request.params.id, request.query);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/Invoices/Purchases/:id`,
    { schema: { summary: 'One installment of an invoice', params: idParams, response: ok('invoice-purchase.schema.json') } },
    async (request): Promise<InvoicePurchase> => {
      const principal = await cardPrincipal(ctx, request);
      return readInvoicePurchase(ctx.db, principal.accountId, request.params.id);
    },
  );
}
