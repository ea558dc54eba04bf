import type { FastifyInstance } from 'fastify';
import type { LookupList, ParticipantList, PersonLookup, TermsOfUse } from '../../generated/schemas.ts';
import { requireBankToken } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { LOOKUP_LISTS, productSubTypesOf, reverseReasonItems } from '../lookups/lookup-lists.ts';
import { participantByIspb, searchParticipants } from '../lookups/participants.ts';
import { lookUpPerson } from '../lookups/people.ts';
import { TERMS_OF_USE, termsOfUsePdf } from '../lookups/terms-of-use.ts';

const errorList = { $ref: 'error-list.schema.json#' } as const;
const errorAnswers = { '4xx': errorList, '5xx': errorList } as const;
const lookupAnswer = { 200: { $ref: 'lookup-list.schema.json#' }, ...errorAnswers } as const;

/** The lookups of spec 000 §7 "Common lookups"; any valid token, the bank's or a user's, may read them. */
export async function commonRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  for (const [name, items] of Object.entries(LOOKUP_LISTS)) {
    app.get(
      `/api/Common/${name}`,
      { schema: { summary: `The ${name} list (key and Portuguese label)`, response: lookupAnswer } },
      async (request): Promise<LookupList> => {
        await requireBankToken(ctx, request);
        return { items: [...items] };
      },
    );
  }

  app.get(
    '/api/Common/ReverseReasons',
    {
      schema: {
        summary: 'Reasons to return a received PIX; key is the label, value the code (spec 001 §3)',
        response: lookupAnswer,
      },
    },
    async (request): Promise<LookupList> => {
      await requireBankToken(ctx, request);
      return { items: reverseReasonItems() };
    },
  );

  app.get<{ Params: { type: string } }>(
    '/api/Common/ProductTypes/:type/Subs',
    {
      schema: {
        summary: 'Sub-types of a product type',
        params: { type: 'object', required: ['type'], properties: { type: { type: 'string', pattern: '^[A-Za-z_]{1,32}$' } } },
        response: lookupAnswer,
      },
    },
    async (request): Promise<LookupList> => {
      await requireBankToken(ctx, request);
      const items = productSubTypesOf(request.params.type);
      if (!items) throw Errors.productTypeNotFound();
      return { items: [...items] };
    },
  );

  app.get<{ Querystring: { taxId: string } }>(
    '/api/Common/People',
    {
      schema: {
        summary: 'Name of a person the bank knows, by CPF or CNPJ',
        querystring: {
          type: 'object',
          required: ['taxId'],
          properties: { taxId: { type: 'string', minLength: 11, maxLength: 18 } },
        },
        response: { 200: { $ref: 'person-lookup.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<PersonLookup> => {
      await requireBankToken(ctx, request);
      return lookUpPerson(ctx.db, request.query.taxId);
    },
  );

  app.get<{ Querystring: { search?: string; IsCompe?: boolean } }>(
    '/api/Common/ParticipantsSTR',
    {
      schema: {
        summary: 'Participants of the STR, by name, COMPE code or ISPB',
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', maxLength: 100 },
            IsCompe: { type: 'boolean', description: 'true: only participants with a COMPE code; false: only those without.' },
          },
        },
        response: { 200: { $ref: 'participant-list.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<ParticipantList> => {
      await requireBankToken(ctx, request);
      return { items: searchParticipants({ search: request.query.search, isCompe: request.query.IsCompe }) };
    },
  );

  app.get<{ Params: { ispb: string } }>(
    '/api/Common/ParticipantsSTR/:ispb/ISPB',
    {
      schema: {
        summary: 'The participant of an ISPB, as a one-item list',
        params: { type: 'object', required: ['ispb'], properties: { ispb: { type: 'string', pattern: '^[0-9]{8}$' } } },
        response: { 200: { $ref: 'participant-list.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<ParticipantList> => {
      await requireBankToken(ctx, request);
      const participant = participantByIspb(request.params.ispb);
      if (!participant) throw Errors.participantNotFound();
      return { items: [participant] };
    },
  );

  app.get(
    '/api/Common/TermsOfUse',
    {
      schema: {
        summary: 'Where the terms-of-use document is',
        response: { 200: { $ref: 'terms-of-use.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<TermsOfUse> => {
      await requireBankToken(ctx, request);
      return {
        url: TERMS_OF_USE.path,
        title: TERMS_OF_USE.title,
        version: TERMS_OF_USE.version,
        contentType: TERMS_OF_USE.contentType,
      };
    },
  );

  // Public, like any document a browser viewer opens by address.
  app.get(
    TERMS_OF_USE.path,
    {
      schema: {
        summary: 'The terms-of-use document (PDF)',
        response: {
          200: {
            description: 'The terms of use',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorAnswers,
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', TERMS_OF_USE.contentType)
        .header('content-disposition', 'inline; filename="termos-de-uso.pdf"')
        .send(await termsOfUsePdf()),
  );
}
