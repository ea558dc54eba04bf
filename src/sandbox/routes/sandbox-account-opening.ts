import type { FastifyInstance } from 'fastify';
import type { FaceMatchScoreRequest, OutboxPage, OutboxQuery } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { idParams, ok } from '../money/route-schemas.ts';
import { readOutbox } from '../registration/outbox.ts';
import { registrationRow } from '../registration/read-registration.ts';
import { registrationDecisionRoutes } from './registration-decisions.ts';

/**
 * Tester controls of account opening (demo and test mode only): the outbox of every SMS and e-mail
 * the bank sent, like a local Mailpit; decisions on a registration in analysis, through the same
 * function a back office uses; and a forced face-match score.
 */
export async function sandboxAccountOpeningRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.addHook('onRequest', async () => {
    if (ctx.config.mode === 'production') throw Errors.sandboxControlsOff();
  });

  app.get<{ Querystring: OutboxQuery }>(
    '/api/Sandbox/Outbox',
    {
      schema: {
        summary: 'Every SMS and e-mail the bank sent, newest first, by recipient, channel, account and purpose',
        querystring: { $ref: 'outbox-query.schema.json#' },
        response: ok('outbox-page.schema.json'),
      },
    },
    async (request): Promise<OutboxPage> => readOutbox(ctx.db, request.query),
  );

  registrationDecisionRoutes(app, ctx, {
    prefix: '/api/Sandbox/Accounts/:id',
    who: 'the tester control, through the path a bank operator takes',
    actor: async (request) => {
      await registrationRow(ctx.db, request.params.id);
      return { kind: 'TESTER', id: 'sandbox' };
    },
  });

  app.post<{ Params: { id: string }; Body: FaceMatchScoreRequest }>(
    '/api/Sandbox/Accounts/:id/FaceMatch',
    {
      schema: {
        summary: "Force the score of the account's next face matches (null: back to the computed score)",
        params: idParams,
        body: { $ref: 'face-match-score-request.schema.json#' },
        response: ok('face-match-score-request.schema.json'),
      },
    },
    async (request): Promise<FaceMatchScoreRequest> => {
      await registrationRow(ctx.db, request.params.id);
      const { score } = request.body;
      if (score === null) {
        await ctx.db.query('delete from forced_face_match_scores where account_id = $1', [request.params.id]);
      } else {
        await ctx.db.query(
          `insert into forced_face_match_scores (account_id, score, created_at) values ($1, $2, $3)
           on conflict (account_id) do update set score = $2, created_at = $3`,
          [request.params.id, score, ctx.clock.now()],
        );
      }
      return { score };
    },
  );
}
