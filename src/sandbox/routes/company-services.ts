import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ApiCredential,
  ApiCredentialList,
  ApiCredentialRequest,
  PartnerFile,
  PartnerFileList,
  Webhook,
  WebhookDeliveryPage,
  WebhookDeliveryQuery,
  WebhookList,
  WebhookRequest,
} from '../../generated/schemas.ts';
import { createCredential, deleteCredential, listCredentials } from '../auth/api-credentials.ts';
import { requireApiAccount } from '../auth/api-access.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { idParams, noContent, ok } from '../money/route-schemas.ts';
import { pageQueryProperties } from '../paging.ts';
import { listPartnerFiles, receivePartnerFile } from '../partner-files/partner-files.ts';
import { webhookAuthority } from '../webhooks/certificate.ts';
import { listDeliveries, listWebhooks, updateWebhook } from '../webhooks/webhooks.ts';

const userIdParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', format: 'uuid', description: "The credential's id." } },
} as const;

const pageQuery = { type: 'object', additionalProperties: false, properties: pageQueryProperties } as const;

/** A partner file is a text remittance: 1 MB is some 4,000 payments. */
const MAX_PARTNER_FILE_BYTES = 1024 * 1024;

async function readPartnerFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw Errors.partnerFileMissing();
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { name: part.filename || 'remessa.rem', bytes };
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw Errors.bodyTooLarge();
    if (code?.startsWith('FST_')) throw Errors.invalidRequest('Envio multipart inválido.');
    throw error;
  }
  if (!file || file.bytes.length === 0) throw Errors.partnerFileMissing();
  return file;
}

/**
 * Company services of spec 000 §7 for accounts with the API feature: API credentials, webhooks with
 * their delivery log and the sandbox CA's certificate (docs/webhooks.md), and partner files
 * (CNAB 240 payment remittances, docs/partner-files.md).
 */
export async function companyServiceRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_PARTNER_FILE_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3, headerPairs: 50 },
  });

  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Credentials',
    {
      schema: {
        summary: "The account's API credentials in force (client ids; never a secret)",
        params: idParams,
        response: ok('api-credential-list.schema.json'),
      },
    },
    async (request): Promise<ApiCredentialList> => {
      await requireApiAccount(ctx, request, request.params.id, { usersOnly: true });
      return listCredentials(ctx.db, request.params.id);
    },
  );

  app.post<{ Params: { id: string }; Body: ApiCredentialRequest }>(
    '/api/Accounts/:id/Credentials',
    {
      schema: {
        summary: 'Makes an API credential for the client_credentials grant; its secret is answered this once',
        params: idParams,
        body: { $ref: 'api-credential-request.schema.json#' },
        response: ok('api-credential.schema.json'),
      },
    },
    async (request): Promise<ApiCredential> => {
      const principal = await requireApiAccount(ctx, request, request.params.id, { usersOnly: true });
      if (principal.scope !== 'user') throw Errors.wrongScope();
      return createCredential(ctx.db, principal.accountId, principal.userId, request.body.name, ctx.clock.now());
    },
  );

  app.delete<{ Params: { userId: string } }>(
    '/api/Accounts/Credentials/:userId',
    {
      schema: {
        summary: 'Deletes an API credential: it grants nothing more and its sessions end at once',
        params: userIdParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      const principal = await requireApiAccount(ctx, request, null, { usersOnly: true });
      await deleteCredential(ctx, principal.accountId, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Webhooks',
    {
      schema: {
        summary: "The account's webhooks, one per type of event, with their signing secrets",
        params: idParams,
        response: ok('webhook-list.schema.json'),
      },
    },
    async (request): Promise<WebhookList> => {
      await requireApiAccount(ctx, request, request.params.id);
      return listWebhooks(ctx.db, request.params.id, ctx.clock.now());
    },
  );

  app.put<{ Params: { id: string }; Body: WebhookRequest }>(
    '/api/Accounts/Webhooks/:id',
    {
      schema: {
        summary: "Sets a webhook's type, url (https; private addresses refused), mTLS and whether it is active",
        params: idParams,
        body: { $ref: 'webhook-request.schema.json#' },
        response: ok('webhook.schema.json'),
      },
    },
    async (request): Promise<Webhook> => {
      const principal = await requireApiAccount(ctx, request, null);
      return ctx.db.transaction((tx) =>
        updateWebhook(tx, principal.accountId, request.params.id, request.body, ctx.config.mode, ctx.clock.now()),
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: WebhookDeliveryQuery }>(
    '/api/Accounts/Webhooks/:id/Deliveries',
    {
      schema: {
        summary: "A webhook's delivery log, newest first: status, attempts and last answer of each event",
        params: idParams,
        querystring: { $ref: 'webhook-delivery-query.schema.json#' },
        response: ok('webhook-delivery-page.schema.json'),
      },
    },
    async (request): Promise<WebhookDeliveryPage> => {
      const principal = await requireApiAccount(ctx, request, null);
      return listDeliveries(ctx.db, principal.accountId, request.params.id, request.query);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Webhooks/Certificate/Download',
    {
      schema: {
        summary: "The X.509 certificate (PEM) of the sandbox's CA that signs the client certificate of mTLS deliveries",
        params: idParams,
        response: { 200: { type: 'string', description: 'application/x-pem-file' }, '4xx': { $ref: 'error-list.schema.json#' } },
      },
    },
    async (request, reply) => {
      await requireApiAccount(ctx, request, request.params.id);
      const authority = await webhookAuthority(ctx.db, ctx.clock.now());
      return reply
        .type('application/x-pem-file')
        .header('Content-Disposition', 'attachment; filename="balcao-webhooks-ca.pem"')
        .header('Cache-Control', 'no-store')
        .send(authority.caPem);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/Accounts/:id/Files/Partner/Send',
    {
      schema: {
        summary: 'Sends a partner file: a CNAB 240 payment remittance, read into transfers waiting for approval',
        description: 'A malformed file is refused (AP10006) with one error per line and field at fault, and creates nothing.',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: { $ref: 'partner-file-upload.schema.json#' },
        response: ok('partner-file.schema.json'),
      },
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
    },
    async (request): Promise<PartnerFile> => {
      const principal = await requireApiAccount(ctx, request, request.params.id);
      return receivePartnerFile(ctx, principal, await readPartnerFile(request));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { pageNumber?: number; pageSize?: number } }>(
    '/api/Accounts/:id/Files/Partner',
    {
      schema: {
        summary: 'The partner files the account sent, newest first, with their status and transfers',
        params: idParams,
        querystring: pageQuery,
        response: ok('partner-file-list.schema.json'),
      },
    },
    async (request): Promise<PartnerFileList> => {
      await requireApiAccount(ctx, request, request.params.id);
      return listPartnerFiles(ctx.db, request.params.id, request.query);
    },
  );
}
