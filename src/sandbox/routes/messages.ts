import type { FastifyInstance } from 'fastify';
import type { Message, MessageList, TokenSendAnswer } from '../../generated/schemas.ts';
import { requireOwnAccount } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { one } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { actorOf, moneyPrincipal } from '../money/access.ts';
import { issueOneTimeToken } from '../money/approval/one-time-tokens.ts';
import { inboxMessage, type MessageRow } from '../money/messages.ts';
import { moneyTransaction } from '../money/money-transaction.ts';
import { pageQueryProperties, pageWindow, pagedList, type PageQuery } from '../paging.ts';
import { idParams, noContent, ok } from '../money/route-schemas.ts';

const MESSAGE_COLUMNS = 'id, title, text, status, is_read, created_at';

/** Inbox messages (spec 001 §3) and one-time tokens, which reach the holder through the inbox. */
export async function messageRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: PageQuery & { read?: boolean } }>(
    '/api/Accounts/:id/Messages',
    {
      schema: {
        summary: "The account's inbox messages, newest first, paged",
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            read: { type: 'boolean', description: 'false: unread only; true: read only; absent: all.' },
          },
        },
        response: ok('message-list.schema.json'),
      },
    },
    async (request): Promise<MessageList> => {
      await requireOwnAccount(ctx, request, request.params.id);
      const window = pageWindow(request.query);
      const read = request.query.read ?? null;
      const where = 'account_id = $1 and deleted_at is null and ($2::boolean is null or is_read = $2)';
      const [count] = await ctx.db.query<{ total: number }>(`select count(*)::int as total from messages where ${where}`, [
        request.params.id,
        read,
      ]);
      const rows = await ctx.db.query<MessageRow>(
        `select ${MESSAGE_COLUMNS} from messages where ${where} order by created_at desc, id limit $3 offset $4`,
        [request.params.id, read, window.limit, window.offset],
      );
      return pagedList(window, count?.total ?? 0, rows.map(inboxMessage));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/Accounts/Messages/:id',
    { schema: { summary: 'Marks an inbox message read', params: idParams, response: ok('message.schema.json') } },
    async (request): Promise<Message> => {
      const principal = await moneyPrincipal(ctx, request);
      const row = await one<MessageRow>(
        ctx.db,
        `update messages set is_read = true where id = $1 and account_id = $2 and deleted_at is null returning ${MESSAGE_COLUMNS}`,
        [request.params.id, principal.accountId],
      );
      if (!row) throw Errors.messageNotFound();
      return inboxMessage(row);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/Accounts/Messages/:id',
    { schema: { summary: 'Deletes an inbox message', params: idParams, response: noContent } },
    async (request, reply) => {
      const principal = await moneyPrincipal(ctx, request);
      const row = await one(
        ctx.db,
        'update messages set deleted_at = $3 where id = $1 and account_id = $2 and deleted_at is null returning id',
        [request.params.id, principal.accountId, ctx.clock.now()],
      );
      if (!row) throw Errors.messageNotFound();
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/Accounts/:id/Token',
    {
      schema: {
        summary: 'Sends a one-time approval token to the inbox; answers how long to wait before another',
        params: idParams,
        response: ok('token-send-answer.schema.json'),
      },
    },
    async (request): Promise<TokenSendAnswer> => {
      const principal = await requireOwnAccount(ctx, request, request.params.id);
      const wait = await moneyTransaction(ctx, (tx, outbox) =>
        issueOneTimeToken(tx, outbox, { accountId: principal.accountId, holder: actorOf(principal).holder }, ctx.clock.now()),
      );
      return { code: 200, data: wait, errors: [] };
    },
  );
}
