import type { FastifyInstance } from 'fastify';
import type { ReferralInvitation, ReferralPage, ReferralQuery } from '../../generated/schemas.ts';
import { requireFeature } from '../account-services/feature-access.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { invitationOf, referralsOf } from '../referrals/referrals.ts';
import { accountIdParams } from './accounts.ts';

const errorList = { $ref: 'error-list.schema.json#' } as const;
const errorAnswers = { '4xx': errorList, '5xx': errorList } as const;

/** "Indique um amigo" (spec 001 §2 /account/indicate): the invitation code and who opened an account with it. */
export async function referralRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  // spec 001 §2: "only if the recommendation feature is on in the transaction config"
  const requireRecommendation = (request: Parameters<typeof requireFeature>[1], accountId: string) =>
    requireFeature(ctx, request, accountId, (config) => config.transactions.recommendationEnable, Errors.recommendationDisabled);

  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Referrals/Invitation',
    {
      schema: {
        summary: "The account's invitation code, the referralId of registrations opened from its link (recommendation on)",
        params: accountIdParams,
        response: { 200: { $ref: 'referral-invitation.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<ReferralInvitation> => {
      await requireRecommendation(request, request.params.id);
      return invitationOf(ctx.db, request.params.id);
    },
  );

  app.get<{ Params: { id: string }; Querystring: ReferralQuery }>(
    '/api/Accounts/:id/Referrals',
    {
      schema: {
        summary: 'The registrations sent in with the invitation, newest first, with their status (recommendation on)',
        params: accountIdParams,
        querystring: { $ref: 'referral-query.schema.json#' },
        response: { 200: { $ref: 'referral-page.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<ReferralPage> => {
      await requireRecommendation(request, request.params.id);
      return referralsOf(ctx.db, request.params.id, request.query);
    },
  );
}
