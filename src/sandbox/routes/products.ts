import type { FastifyInstance } from 'fastify';
import type { ProductList, ProductWorkflow } from '../../generated/schemas.ts';
import { requireAccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { ok } from '../money/route-schemas.ts';
import { autoCompleteProducts, productById } from '../products/products.ts';
import { definitionById } from '../workflows/definitions.ts';

interface AutoCompleteQuery {
  merchantId?: string;
  productType?: string;
  productSubType?: string;
  name?: string;
}

/**
 * The product calls account holders make (spec 001 §7): AutoComplete (the issue-card form asks with
 * productType CARD) over the products bank operators edit, and a workflow for the workflow viewer.
 * The other product calls are the back office's (routes/back-office-products.ts).
 */
export async function productRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Querystring: AutoCompleteQuery }>(
    '/api/Products/AutoComplete',
    {
      schema: {
        summary: "The caller's merchant's products by type, sub-type and name",
        querystring: {
          type: 'object',
          properties: {
            merchantId: { type: 'string', maxLength: 64 },
            productType: { type: 'string', maxLength: 32 },
            productSubType: { type: 'string', maxLength: 32 },
            name: { type: 'string', maxLength: 64 },
          },
        },
        response: ok('product-list.schema.json'),
      },
    },
    async (request): Promise<ProductList> => {
      const principal = await requireAccountPrincipal(ctx, request);
      // Another merchant's catalogue is not the caller's to read: it answers empty.
      if (request.query.merchantId && request.query.merchantId !== principal.merchantId) return { items: [] };
      return { items: await autoCompleteProducts(ctx.db, { ...request.query, merchantId: principal.merchantId }) };
    },
  );

  app.get<{ Params: { workflowId: string } }>(
    '/api/Products/Workflows/:workflowId',
    {
      schema: {
        summary: "A product's workflow, for the workflow viewer",
        params: {
          type: 'object',
          required: ['workflowId'],
          properties: { workflowId: { type: 'string', format: 'uuid' } },
        },
        response: ok('product-workflow.schema.json'),
      },
    },
    async (request): Promise<ProductWorkflow> => {
      const principal = await requireAccountPrincipal(ctx, request);
      // A stored version: the one a product publishes, or the one a card runs on (its workflowId).
      const version = await definitionById(ctx.db, request.params.workflowId).catch(() => null);
      const product = version ? await productById(ctx.db, version.productId) : null;
      if (!version || product?.merchantId !== principal.merchantId) throw Errors.workflowNotFound();
      const { activities, transitions } = version.definition;
      return {
        id: version.id,
        productId: version.productId,
        name: version.definition.name,
        activities: activities.map((activity) => ({
          id: activity.id,
          name: activity.name,
          type: activity.type,
          ...(activity.status ? { status: activity.status } : {}),
          next: transitions.filter((transition) => transition.from === activity.id).map((transition) => transition.to),
        })),
      };
    },
  );
}
