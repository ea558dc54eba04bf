import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  DictEntry,
  DictRequest,
  EmvReading,
  EmvRequest,
  PixKey,
  PixKeyList,
  PixKeyRequest,
} from '../../generated/schemas.ts';
import { requireOwnAccount } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { assertOwnAccount, moneyPrincipal } from '../money/access.ts';
import { moneyTransaction } from '../money/money-transaction.ts';
import { pagedList } from '../paging.ts';
import { dictEntry, resolvePixKey } from '../money/pix/dict.ts';
import { readEmv } from '../money/pix/read-emv.ts';
import { deletePixKey, listPixKeys, registerPixKey } from '../money/pix/pix-keys.ts';
import { errorResponses, idParams, noContent, ok } from '../money/route-schemas.ts';

/** spec 000 §7: PIX/DICT and PIX/Emv are api-version 2.0 calls; the version may come as header or query. */
const apiVersionQuery = {
  type: 'object',
  properties: { 'api-version': { type: 'string', enum: ['2.0', '2'] } },
} as const;
const apiVersionHeaders = {
  type: 'object',
  properties: { 'api-version': { type: 'string', description: 'Must be 2.0 when present.' } },
} as const;

function assertApiVersion(request: FastifyRequest): void {
  const header = request.headers['api-version'];
  const version = Array.isArray(header) ? header[0] : header;
  if (version !== undefined && version !== '2.0' && version !== '2') throw Errors.unsupportedApiVersion();
}

/** PIX keys of an account (the sandbox DICT), key lookups and BR Code reading. */
export async function pixRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/PIX/Keys',
    { schema: { summary: "The account's PIX keys", params: idParams, response: ok('pix-key-list.schema.json') } },
    async (request): Promise<PixKeyList> => {
      await requireOwnAccount(ctx, request, request.params.id);
      const keys = await listPixKeys(ctx.db, request.params.id);
      return pagedList({ pageNumber: 1, pageSize: Math.max(keys.length, 1), limit: keys.length, offset: 0 }, keys.length, keys);
    },
  );

  app.post<{ Params: { id: string }; Body: PixKeyRequest }>(
    '/api/Accounts/:id/PIX/Keys',
    {
      schema: {
        summary: 'Registers a PIX key for the account (CPF or CNPJ, phone, e-mail or random)',
        params: idParams,
        body: { $ref: 'pix-key-request.schema.json#' },
        response: ok('pix-key.schema.json'),
      },
    },
    async (request): Promise<PixKey> => {
      await requireOwnAccount(ctx, request, request.params.id);
      return moneyTransaction(ctx, (tx) => registerPixKey(tx, request.params.id, request.body, ctx.clock.now()));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/Accounts/PIX/Keys/:id',
    { schema: { summary: 'Removes a PIX key of the account', params: idParams, response: noContent } },
    async (request, reply) => {
      const principal = await moneyPrincipal(ctx, request);
      await moneyTransaction(ctx, (tx) => deletePixKey(tx, principal.accountId, request.params.id, ctx.clock.now()));
      return reply.status(204).send();
    },
  );

  app.post<{ Body: DictRequest }>(
    '/api/Transactions/PIX/DICT',
    {
      schema: {
        summary: 'Looks a PIX key up in the directory (DICT): who receives, at which bank (api-version 2.0)',
        headers: apiVersionHeaders,
        querystring: apiVersionQuery,
        body: { $ref: 'dict-request.schema.json#' },
        response: ok('dict-entry.schema.json'),
      },
    },
    async (request): Promise<DictEntry> => {
      assertApiVersion(request);
      const principal = await moneyPrincipal(ctx, request);
      assertOwnAccount(principal, request.body.accountId);
      const resolved = await resolvePixKey(ctx.db, request.body.key);
      if (!resolved) throw Errors.pixKeyNotFound();
      return dictEntry(resolved, ctx.clock.now());
    },
  );

  app.post<{ Body: EmvRequest }>(
    '/api/Transactions/PIX/Emv',
    {
      schema: {
        summary: 'Reads a PIX BR Code (copy and paste): receiver, amount, txid (api-version 2.0)',
        headers: apiVersionHeaders,
        querystring: apiVersionQuery,
        body: { $ref: 'emv-request.schema.json#' },
        response: { 200: { $ref: 'emv-reading.schema.json#' }, ...errorResponses },
      },
    },
    async (request): Promise<EmvReading> => {
      assertApiVersion(request);
      const principal = await moneyPrincipal(ctx, request);
      assertOwnAccount(principal, request.body.accountId);
      return readEmv(ctx, request.body.emv);
    },
  );
}
