import type { FastifyInstance } from 'fastify';
import type {
  CallResult,
  Product,
  ProductList,
  ProductPage,
  ProductQuery,
  ProductRequest,
  Tariff,
  TariffPage,
  TariffRequest,
} from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { idParams, ok } from '../money/route-schemas.ts';
import { pageQueryProperties, type PageQuery } from '../paging.ts';
import {
  autoCompleteProducts,
  createProduct,
  deleteProduct,
  productOf,
  productPage,
  updateProduct,
} from '../products/products.ts';
import { createTariff, disableTariff, tariffOf, tariffPage } from '../products/tariffs.ts';
import { BACK_OFFICE_TAG, guardBackOffice, operatorOf } from './back-office.ts';

const tags = [BACK_OFFICE_TAG];
const productIdParams = {
  type: 'object',
  required: ['productId'],
  properties: { productId: { type: 'string', format: 'uuid' } },
} as const;

/**
 * The bank's products and their tariffs (spec 001 §7 product calls), for bank operators: the rows
 * the card issue form's AutoComplete lists and the ledger charges fees by (docs/back-office.md).
 */
export async function backOfficeProductRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  guardBackOffice(app, ctx);

  app.get<{ Querystring: ProductQuery }>(
    '/api/Products',
    {
      schema: {
        tags,
        summary: "The merchant's products, by type and name, paged",
        querystring: { $ref: 'product-query.schema.json#' },
        response: ok('product-page.schema.json'),
      },
    },
    async (request): Promise<ProductPage> => productPage(ctx.db, operatorOf(request).merchantId, request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/api/Products/:id',
    { schema: { tags, summary: 'A product', params: idParams, response: ok('product.schema.json') } },
    async (request): Promise<Product> => productOf(ctx.db, operatorOf(request).merchantId, request.params.id),
  );

  app.post<{ Body: ProductRequest }>(
    '/api/Products',
    {
      schema: {
        tags,
        summary: 'Create a product (its sub-type must be one of its type)',
        body: { $ref: 'product-request.schema.json#' },
        response: ok('product.schema.json'),
      },
    },
    async (request): Promise<Product> => createProduct(ctx.db, operatorOf(request).merchantId, request.body, ctx.clock.now()),
  );

  app.put<{ Params: { id: string }; Body: ProductRequest }>(
    '/api/Products/:id',
    {
      schema: {
        tags,
        summary: "Change a product's name, type, sub-type and description",
        params: idParams,
        body: { $ref: 'product-request.schema.json#' },
        response: ok('product.schema.json'),
      },
    },
    async (request): Promise<Product> =>
      updateProduct(ctx.db, operatorOf(request).merchantId, request.params.id, request.body, ctx.clock.now()),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/Products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product no account and no card uses (refused with BO10004 otherwise)',
        params: idParams,
        response: ok('call-result.schema.json'),
      },
    },
    async (request): Promise<CallResult> => {
      await deleteProduct(ctx.db, operatorOf(request).merchantId, request.params.id, ctx.clock.now());
      return { code: 200, data: true, errors: [] };
    },
  );

  app.get<{ Params: { type: string; subType: string } }>(
    '/api/Products/Types/:type/Subs/:subType',
    {
      schema: {
        tags,
        summary: 'The products of a type and sub-type (keys of GET /api/Common/ProductTypes and its Subs)',
        params: {
          type: 'object',
          required: ['type', 'subType'],
          properties: {
            type: { type: 'string', pattern: '^[A-Za-z_]{1,32}$' },
            subType: { type: 'string', pattern: '^[A-Za-z_]{1,32}$' },
          },
        },
        response: ok('product-list.schema.json'),
      },
    },
    async (request): Promise<ProductList> => ({
      items: await autoCompleteProducts(ctx.db, {
        merchantId: operatorOf(request).merchantId,
        productType: request.params.type,
        productSubType: request.params.subType,
      }),
    }),
  );

  app.get<{ Params: { productId: string }; Querystring: PageQuery }>(
    '/api/Products/:productId/Tariffs',
    {
      schema: {
        tags,
        summary: "A product's tariffs, active first, newest first, paged",
        params: productIdParams,
        querystring: { type: 'object', additionalProperties: false, properties: pageQueryProperties },
        response: ok('tariff-page.schema.json'),
      },
    },
    async (request): Promise<TariffPage> =>
      tariffPage(ctx.db, operatorOf(request).merchantId, request.params.productId, request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/api/Products/Tariffs/:id',
    { schema: { tags, summary: 'A tariff', params: idParams, response: ok('tariff.schema.json') } },
    async (request): Promise<Tariff> => tariffOf(ctx.db, operatorOf(request).merchantId, request.params.id),
  );

  app.post<{ Params: { productId: string }; Body: TariffRequest }>(
    '/api/Products/:productId/Tariffs',
    {
      schema: {
        tags,
        summary: "Add a tariff to a product: the next operation of the product's accounts is charged by it",
        params: productIdParams,
        body: { $ref: 'tariff-request.schema.json#' },
        response: ok('tariff.schema.json'),
      },
    },
    async (request): Promise<Tariff> =>
      createTariff(ctx.db, operatorOf(request).merchantId, request.params.productId, request.body, ctx.clock.now()),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/Products/Tariffs/:id',
    {
      schema: {
        tags,
        summary: 'Disable a tariff (it is kept, and charges nothing from now on)',
        params: idParams,
        response: ok('tariff.schema.json'),
      },
    },
    async (request): Promise<Tariff> => disableTariff(ctx.db, operatorOf(request).merchantId, request.params.id, ctx.clock.now()),
  );
}
