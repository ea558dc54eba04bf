import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AttachmentType, CallResult, PersonFile, PersonFileList } from '../../generated/schemas.ts';
import { bankOperatorOf } from '../auth/bank-operator.ts';
import { requireAccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { one } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { ok } from '../money/route-schemas.ts';
import { requirePersonAccess } from '../registration/access.ts';
import {
  checkedContentType,
  deleteFile,
  fileById,
  fileContent,
  listFiles,
  MAX_FILE_BYTES,
  storeFile,
} from '../registration/documents.ts';
import { resetOperatorPassword } from '../registration/open-account.ts';

const uuid = { type: 'string', format: 'uuid' } as const;
const personParams = { type: 'object', required: ['id', 'personId'], properties: { id: uuid, personId: uuid } } as const;
const fileParams = { type: 'object', required: ['fileId'], properties: { fileId: uuid } } as const;
const errorList = { $ref: 'error-list.schema.json#' } as const;
const binary = (description: string) => ({ 200: { type: 'string', format: 'binary', description }, '4xx': errorList });
const ticketQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ticket: {
      type: 'string',
      maxLength: 64,
      description: "A single-use ticket of purpose 'file' (POST /api/Authentication/Tickets).",
    },
    t: { type: 'string', maxLength: 32 },
    timestamp: { type: 'string', maxLength: 32 },
  },
} as const;
const WHO =
  'Onboarding credential of the registration, or a session of the account (changes: the person or an ACCOUNT_ADMIN); bank operators read.';
const ATTACHMENT_TYPES = new Set<string>([
  'social_contract',
  'card_taxid',
  'company_balance_sheet',
  'company_billing_report',
  'invoicing',
  'portrait',
  'document_front',
  'document_verse',
  'selfie',
  'kyc',
  'proof_residence',
  'others',
]);

interface Upload {
  fields: Record<string, string>;
  file: { bytes: Buffer; mimetype: string; filename: string } | null;
}

/**
 * Reads a multipart upload whole, in memory, within the limits: one file of at most 10 MB in the
 * field `file`, a few short fields. A larger file is refused (RG10013) before anything is stored.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw Errors.fileMissing();
  const upload: Upload = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !upload.file) upload.file = { bytes, mimetype: part.mimetype, filename: part.filename };
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw Errors.fileTooLarge();
    if (code?.startsWith('FST_')) throw Errors.invalidRequest('Envio multipart inválido.');
    throw error;
  }
  if (!upload.file || upload.file.bytes.length === 0) throw Errors.fileMissing();
  return upload;
}

/** Multipart calls validate their fields in the handler; the schema documents them. */
const emptyBody = async (request: FastifyRequest) => {
  if (request.body === undefined) request.body = {};
};

function sendBytes(reply: FastifyReply, contentType: string, filename: string, bytes: Buffer) {
  return reply
    .type(contentType)
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}

/** People of an account: their documents and profile image (spec 000 §7), and an operator's password reset. */
export async function peopleRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 6, headerPairs: 50 },
  });

  app.get<{ Params: { id: string; personId: string } }>(
    '/api/Accounts/:id/People/:personId/Files',
    {
      schema: {
        summary: "A person's stored documents, and the required types still missing",
        description: WHO,
        params: personParams,
        response: ok('person-file-list.schema.json'),
      },
    },
    async (request): Promise<PersonFileList> => {
      await requirePersonAccess(ctx, request, request.params.id, request.params.personId, 'read');
      return listFiles(ctx.db, request.params.id, request.params.personId);
    },
  );

  app.put<{ Params: { id: string; personId: string } }>(
    '/api/Accounts/:id/People/:personId/Files',
    {
      schema: {
        summary: 'Send a document (multipart: name, its attachment type, and file: JPEG, PNG or PDF, at most 10 MB)',
        description: `${WHO} The bytes must be of the type claimed; a refused file stores nothing.`,
        consumes: ['multipart/form-data'],
        params: personParams,
        body: { $ref: 'person-file-upload.schema.json#' },
        response: ok('person-file.schema.json'),
      },
      preValidation: emptyBody,
    },
    async (request): Promise<PersonFile> => {
      await requirePersonAccess(ctx, request, request.params.id, request.params.personId, 'documents');
      const upload = await readUpload(request);
      const name = upload.fields.name ?? '';
      if (!ATTACHMENT_TYPES.has(name)) throw Errors.invalidAttachmentType();
      const contentType = checkedContentType(upload.file!.bytes, upload.file!);
      return ctx.db.transaction((tx) =>
        storeFile(tx, {
          accountId: request.params.id,
          personId: request.params.personId,
          name: name as AttachmentType,
          contentType,
          bytes: upload.file!.bytes,
          at: ctx.clock.now(),
        }),
      );
    },
  );

  app.get<{ Params: { fileId: string } }>(
    '/api/Accounts/People/Files/:fileId',
    {
      schema: {
        summary: "A stored document's bytes, in its own content type",
        description: WHO,
        params: fileParams,
        response: binary('image/jpeg, image/png or application/pdf'),
      },
    },
    async (request, reply) => {
      const file = await fileById(ctx.db, request.params.fileId);
      await requirePersonAccess(ctx, request, file.account_id, file.person_id, 'read').catch((error: unknown) => {
        // Another account's file is not found, whatever the caller may see elsewhere.
        throw (error as { status?: number }).status === 401 ? error : Errors.fileNotFound();
      });
      return sendBytes(reply, file.content_type, `${file.name}${file.extension}`, await fileContent(ctx.db, file.id));
    },
  );

  app.delete<{ Params: { fileId: string } }>(
    '/api/Accounts/People/Files/:fileId',
    {
      schema: {
        summary: 'Delete a stored document',
        description: WHO,
        params: fileParams,
        response: ok('call-result.schema.json'),
      },
    },
    async (request): Promise<CallResult> => {
      const file = await fileById(ctx.db, request.params.fileId);
      await requirePersonAccess(ctx, request, file.account_id, file.person_id, 'documents').catch((error: unknown) => {
        const status = (error as { status?: number }).status;
        throw status === 401 || status === 409 ? error : Errors.fileNotFound();
      });
      await deleteFile(ctx.db, file.id);
      return { code: 200, data: true, errors: [] };
    },
  );

  app.get<{ Params: { id: string; personId: string } }>(
    '/api/Accounts/:id/People/:personId/Image',
    {
      schema: {
        summary: "A person's profile image; 204 No Content while the person has none",
        description: `${WHO} A person without an image is no error: the site shows the theme's default image (spec 001 §2).`,
        params: personParams,
        querystring: ticketQuery,
        response: { ...binary('image/jpeg or image/png'), 204: { type: 'null', description: 'The person has no image.' } },
      },
    },
    async (request, reply) => {
      await requirePersonAccess(ctx, request, request.params.id, request.params.personId, 'status');
      const image = await one<{ content_type: string; content: Uint8Array }>(
        ctx.db,
        'select content_type, content from person_images where person_id = $1',
        [request.params.personId],
      );
      if (!image) return reply.code(204).send();
      const extension = image.content_type === 'image/png' ? 'png' : 'jpg';
      return sendBytes(reply, image.content_type, `perfil.${extension}`, Buffer.from(image.content));
    },
  );

  app.put<{ Params: { id: string; personId: string } }>(
    '/api/Accounts/:id/People/:personId/Image',
    {
      schema: {
        summary: "Replace a person's profile image (multipart: file, JPEG or PNG, at most 10 MB)",
        description: WHO,
        consumes: ['multipart/form-data'],
        params: personParams,
        body: { $ref: 'person-file-upload.schema.json#' },
        response: ok('call-result.schema.json'),
      },
      preValidation: emptyBody,
    },
    async (request): Promise<CallResult> => {
      await requirePersonAccess(ctx, request, request.params.id, request.params.personId, 'documents');
      const upload = await readUpload(request);
      const contentType = checkedContentType(upload.file!.bytes, upload.file!, ['image/jpeg', 'image/png']);
      await ctx.db.query(
        `insert into person_images (person_id, content_type, length, content, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (person_id) do update set content_type = $2, length = $3, content = $4, updated_at = $5`,
        [request.params.personId, contentType, upload.file!.bytes.length, upload.file!.bytes, ctx.clock.now()],
      );
      return { code: 200, data: true, errors: [] };
    },
  );

  app.delete<{ Params: { id: string; personId: string } }>(
    '/api/Accounts/:id/People/:personId/ResetPassword',
    {
      schema: {
        summary: "Reset the password of a person's operator: a temporary one by SMS, to be changed at the next sign-in",
        description: 'A session of an ACCOUNT_ADMIN of the account, or of a bank operator of its merchant.',
        params: personParams,
        response: ok('call-result.schema.json'),
      },
    },
    async (request): Promise<CallResult> => {
      const principal = await requireAccountPrincipal(ctx, request);
      const { id, personId } = request.params;
      if (principal.accountId === id) {
        const user =
          principal.scope === 'user'
            ? await one<{ roles: string[] }>(ctx.db, 'select roles from users where id = $1', [principal.userId])
            : undefined;
        if (!user?.roles.includes('ACCOUNT_ADMIN')) throw Errors.accountAdminRequired();
      } else {
        const operator = await bankOperatorOf(ctx, principal);
        const sameMerchant = operator
          ? await one(ctx.db, `select 1 from accounts where id = $1 and merchant_id = $2 and kind = 'CUSTOMER'`, [
              id,
              operator.merchantId,
            ])
          : undefined;
        if (!sameMerchant) throw Errors.accountNotFound();
      }
      await ctx.db.transaction((tx) => resetOperatorPassword(tx, id, personId, ctx.clock.now()));
      return { code: 200, data: true, errors: [] };
    },
  );
}
