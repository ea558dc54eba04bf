import type { FastifyInstance } from 'fastify';
import type { ProductList, ProductWorkflow } from '../../generated/schemas.ts';
import { requireAccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { ok } from '../money/route-schemas.ts';
import { autoCompleteProducts, workflowById } from '../products/catalog.ts';

interface AutoCompleteQuery {
  merchantId?: string;
  productType?: string;
  productSubType?: string;
  name?: string;
}

/**
 * The product calls the card area needs (spec 001 §7): AutoComplete (the issue-card form asks with
 * productType CARD) and a workflow for the card workflow viewer. The other product calls of the
 * spec belong to a back office and are not served.
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
      return { items: autoCompleteProducts({ ...request.query, merchantId: principal.merchantId }) };
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
      await requireAccountPrincipal(ctx, request);
      const workflow = workflowById(request.params.workflowId);
      if (!workflow) throw Errors.workflowNotFound();
      return workflow;
    },
  );
}
