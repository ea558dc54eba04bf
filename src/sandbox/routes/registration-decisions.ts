import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountDecisionRequest, AccountWorkflow } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { idParams, ok } from '../money/route-schemas.ts';
import { decideRegistration, type RegistrationDecision } from '../registration/account-opening.ts';
import type { WorkflowActor } from '../workflows/engine.ts';

type DecisionRequest = FastifyRequest<{ Params: { id: string }; Body: AccountDecisionRequest | undefined }>;

/** The decisions on a registration, each with the last segment of its path and what it does. */
const DECISIONS: [string, RegistrationDecision, string][] = [
  ['Approve', 'APPROVE', 'Approve a registration in analysis: the account opens and its operators get temporary passwords'],
  ['Reject', 'REJECT', 'Reject a registration in analysis or waiting for documents'],
  ['RequestDocuments', 'REQUEST_DOCUMENTS', 'Ask the registrant of a registration in analysis for new documents'],
];

/**
 * The three decision routes on a registration at `<prefix>/Approve`, `/Reject` and
 * `/RequestDocuments` (the prefix holds `:id`), with an optional note as body. Whoever decides (a
 * bank operator, the tester control) goes through `decideRegistration`: `actor` says who it is,
 * after checking the caller may decide on that account.
 */
export function registrationDecisionRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  options: {
    prefix: string;
    tags?: string[];
    /** Said after each route's summary in the OpenAPI document. */
    who: string;
    actor: (request: DecisionRequest) => Promise<WorkflowActor>;
  },
): void {
  for (const [path, decision, summary] of DECISIONS) {
    app.post<{ Params: { id: string }; Body: AccountDecisionRequest | undefined }>(
      `${options.prefix}/${path}`,
      {
        schema: {
          ...(options.tags ? { tags: options.tags } : {}),
          summary: `${summary} (${options.who})`,
          params: idParams,
          body: { $ref: 'account-decision-request.schema.json#' },
          response: ok('account-workflow.schema.json'),
        },
        // The note is optional, and so is the body.
        preValidation: async (request) => {
          if (request.body === undefined) request.body = {};
        },
      },
      async (request): Promise<AccountWorkflow> =>
        decideRegistration(ctx, request.params.id, decision, await options.actor(request), request.body?.note),
    );
  }
}
