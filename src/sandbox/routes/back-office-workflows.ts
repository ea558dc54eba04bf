import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Product,
  WorkflowActivityList,
  WorkflowActivityStats,
  WorkflowDefinition,
  WorkflowItemList,
  WorkflowVersion,
} from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { idParams, ok } from '../money/route-schemas.ts';
import { productOf } from '../products/products.ts';
import { activityItems, activityList, activityStats } from '../workflows/activity-stats.ts';
import { checkedDefinition } from '../workflows/definition.ts';
import {
  definitionById,
  latestDefinition,
  publishDefinition,
  publishedDefinition,
  runningOrLatestDefinition,
  saveDefinition,
  type DefinitionVersion,
} from '../workflows/definitions.ts';
import { BACK_OFFICE_TAG, guardBackOffice, operatorOf } from './back-office.ts';

const tags = [BACK_OFFICE_TAG];
const MAX_WORKFLOW_FILE_BYTES = 256 * 1024;
const activityParams = {
  type: 'object',
  required: ['workflowId', 'activityId'],
  properties: { workflowId: { type: 'string', format: 'uuid' }, activityId: { type: 'string', maxLength: 48 } },
} as const;

/** The API's form of a stored version, with the number of the one that runs. */
async function versionAnswer(sql: Sql, version: DefinitionVersion): Promise<WorkflowVersion> {
  const running = await publishedDefinition(sql, version.productId).catch(() => null);
  return {
    id: version.id,
    productId: version.productId,
    version: version.version,
    published: version.published,
    createdAt: version.createdAt.toISOString(),
    publishedAt: version.publishedAt?.toISOString() ?? null,
    publishedVersion: running?.version ?? null,
    definition: version.definition,
  };
}

/**
 * A definition fits its product: an account product runs ACCOUNT workflows, a card product CARD
 * ones (other products may run either). Checked with the shape and the graph (WF10001).
 */
function definitionFor(product: Product, value: unknown): WorkflowDefinition {
  const definition = checkedDefinition(value);
  if ((product.type === 'ACCOUNT' || product.type === 'CARD') && definition.subjectType !== product.type) {
    throw Errors.invalidWorkflowDefinition(
      `subjectType ${definition.subjectType} não serve a um produto do tipo ${product.type}.`,
    );
  }
  return definition;
}

/** The one file of a multipart import, read whole (at most 256 KB), as JSON. */
async function importedDocument(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) throw Errors.fileMissing();
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && !bytes) bytes = content;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw Errors.workflowFileUnreadable('maior que 256 KB.');
    if (code?.startsWith('FST_')) throw Errors.invalidRequest('Envio multipart inválido.');
    throw error;
  }
  if (!bytes || bytes.length === 0) throw Errors.fileMissing();
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw Errors.workflowFileUnreadable(`não é JSON (${(error as Error).message}).`);
  }
}

/**
 * A product's workflow for bank operators (spec 001 §7): its definition, saved as a new version
 * after the engine's checks, published (only a published version runs), exported and imported as a
 * JSON file, and its activities with their figures and the items waiting at each.
 */
export async function backOfficeWorkflowRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  guardBackOffice(app, ctx);
  await app.register(multipart, {
    limits: { fileSize: MAX_WORKFLOW_FILE_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3, headerPairs: 50 },
  });
  const product = (request: FastifyRequest<{ Params: { id: string } }>) =>
    productOf(ctx.db, operatorOf(request).merchantId, request.params.id);

  app.get<{ Params: { id: string } }>(
    '/api/Products/:id/Workflows/Definition',
    {
      schema: {
        tags,
        summary: "The product's newest workflow version (draft or published) and the number of the one that runs",
        params: idParams,
        response: ok('workflow-version.schema.json'),
      },
    },
    async (request): Promise<WorkflowVersion> =>
      versionAnswer(ctx.db, await latestDefinition(ctx.db, (await product(request)).id)),
  );

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/api/Products/:id/Workflows/Save',
    {
      schema: {
        tags,
        summary: 'Save a workflow definition as the next, unpublished version (WF10001 names the activity and the rule at fault)',
        params: idParams,
        body: { $ref: 'workflow-definition.schema.json#' },
        response: ok('workflow-version.schema.json'),
      },
      // The engine checks the body itself, so that an error names the activity and the rule.
      attachValidation: true,
    },
    async (request): Promise<WorkflowVersion> => {
      const { validationError } = request as FastifyRequest & {
        validationError?: { validationContext?: string; message: string };
      };
      if (validationError && validationError.validationContext !== 'body') throw Errors.invalidRequest(validationError.message);
      const target = await product(request);
      const definition = definitionFor(target, request.body);
      const version = await ctx.db.transaction((tx) => saveDefinition(tx, target.id, definition, ctx.clock.now()));
      return versionAnswer(ctx.db, version);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/Products/:id/Workflows/Import',
    {
      schema: {
        tags,
        summary: 'Import an exported workflow file (multipart, field file) as the next, unpublished version',
        params: idParams,
        consumes: ['multipart/form-data'],
        body: {
          type: 'object',
          properties: { file: { type: 'string', format: 'binary', description: 'A JSON file of GET .../Workflows/Export.' } },
        },
        response: ok('workflow-version.schema.json'),
      },
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
    },
    async (request): Promise<WorkflowVersion> => {
      const target = await product(request);
      const definition = definitionFor(target, await importedDocument(request));
      const version = await ctx.db.transaction((tx) => saveDefinition(tx, target.id, definition, ctx.clock.now()));
      return versionAnswer(ctx.db, version);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/Products/:id/Workflows/Publish',
    {
      schema: {
        tags,
        summary: "Publish the product's newest version: new instances run on it from now on",
        params: idParams,
        response: ok('workflow-version.schema.json'),
      },
    },
    async (request): Promise<WorkflowVersion> => {
      const target = await product(request);
      const version = await ctx.db.transaction((tx) => publishDefinition(tx, target.id, ctx.clock.now()));
      return versionAnswer(ctx.db, version);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Products/:id/Workflows/Export',
    {
      schema: {
        tags,
        summary: "The product's newest workflow definition as a JSON file, ready for Import",
        params: idParams,
        response: {
          200: {
            description: 'The WorkflowDefinition, as an attachment.',
            content: { 'application/json': { schema: { $ref: 'workflow-definition.schema.json#' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const target = await product(request);
      const version = await latestDefinition(ctx.db, target.id);
      const slug = target.name
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="fluxo-${slug}-v${version.version}.json"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(version.definition, null, 2));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Products/:id/Workflows/Activities',
    {
      schema: {
        tags,
        summary: 'The activities of the version that runs (else the newest), with the items waiting at each',
        params: idParams,
        response: ok('workflow-activity-list.schema.json'),
      },
    },
    async (request): Promise<WorkflowActivityList> =>
      activityList(ctx.db, await runningOrLatestDefinition(ctx.db, (await product(request)).id)),
  );

  /** A version of one of the operator's merchant's products. */
  const version = async (request: FastifyRequest<{ Params: { workflowId: string } }>) => {
    const found = await definitionById(ctx.db, request.params.workflowId);
    await productOf(ctx.db, operatorOf(request).merchantId, found.productId).catch(() => {
      throw Errors.workflowVersionNotFound();
    });
    return found;
  };

  app.get<{ Params: { workflowId: string; activityId: string } }>(
    '/api/Products/Workflows/:workflowId/Activities/:activityId/Stats',
    {
      schema: {
        tags,
        summary: "An activity's items waiting, items done and average time spent there",
        params: activityParams,
        response: ok('workflow-activity-stats.schema.json'),
      },
    },
    async (request): Promise<WorkflowActivityStats> => activityStats(ctx.db, await version(request), request.params.activityId),
  );

  app.get<{ Params: { workflowId: string; activityId: string } }>(
    '/api/Products/Workflows/:workflowId/Activities/:activityId/Items',
    {
      schema: {
        tags,
        summary:
          'The items waiting at an activity (registrations, for account opening), oldest first, with the actions out of it',
        params: activityParams,
        response: ok('workflow-item-list.schema.json'),
      },
    },
    async (request): Promise<WorkflowItemList> => activityItems(ctx.db, await version(request), request.params.activityId),
  );
}
