import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedAddressLimiter, type AddressLimiter } from '../../auth/address-limiter.ts';
import type { SandboxContext } from '../../context.ts';
import { ApiError, Errors } from '../../errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords or tokens from one address in 15 minutes, over every approver it tries. */
export const MAX_APPROVAL_FAILURES_PER_ADDRESS = 20;
/** One-time tokens sent at the request of one address in 15 minutes, over every account it asks for. */
export const MAX_TOKEN_SENDS_PER_ADDRESS = 20;

/** Wrong token, wrong password, the operation's last try, and a try while the approver is locked out. */
const WRONG_CREDENTIAL_CODES = new Set(['OT10002', 'OT10003', 'OT10006', 'OT10009']);

const isApproval = (request: FastifyRequest) => request.method === 'POST' && /\/Approval$/.test(request.routeOptions.url ?? '');
const isTokenSend = (request: FastifyRequest) =>
  request.method === 'POST' && request.routeOptions.url === '/api/Accounts/:id/Token';

/**
 * Per client address, kept in memory like the sign-in limit: an address that keeps guessing
 * approvals, or keeps asking for tokens (each one a message sent), is answered 429 with the error
 * list and a Retry-After, before any check runs. Other addresses go on as before.
 */
export function registerApprovalAddressLimits(app: FastifyInstance, ctx: SandboxContext): void {
  const failures = sharedAddressLimiter(ctx, 'approval-failures', MAX_APPROVAL_FAILURES_PER_ADDRESS, WINDOW_MS);
  const sends = sharedAddressLimiter(ctx, 'token-sends', MAX_TOKEN_SENDS_PER_ADDRESS, WINDOW_MS);

  const refuse = (limiter: AddressLimiter, reply: FastifyReply, address: string, error: ApiError) => {
    reply.header('Retry-After', String(limiter.retryAfterSeconds(address)));
    throw error;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isApproval(request) && failures.isBlocked(request.ip)) {
      refuse(failures, reply, request.ip, Errors.tooManyApprovalFailuresFromAddress());
    }
    if (isTokenSend(request) && sends.isBlocked(request.ip)) {
      refuse(sends, reply, request.ip, Errors.tooManyTokenRequestsFromAddress());
    }
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (isApproval(request) && error instanceof ApiError && WRONG_CREDENTIAL_CODES.has(error.items[0]!.errorCode)) {
      failures.recordFailure(request.ip);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    if (isTokenSend(request) && reply.statusCode === 200) sends.recordFailure(request.ip);
  });
}
