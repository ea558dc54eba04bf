import { EventEmitter } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxContext, SandboxEvents } from './context.ts';
import type { SandboxConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { SandboxClock } from './clock.ts';
import type { TokenService } from './auth/tokens.ts';
import { addSchemas } from './schemas.ts';
import { errorAnswerOptions, registerErrorAnswers } from './http-errors.ts';
import { buildValidator } from './validation.ts';
import { buildCachedSerializer } from './serialization.ts';
import { registerOpenApi } from './openapi.ts';
import { registerSite, siteConfiguration } from './site.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerApprovalAddressLimits } from './money/approval/approval-address-limits.ts';
import { authenticationRoutes } from './routes/authentication.ts';
import { accountRoutes } from './routes/accounts.ts';
import { sandboxControlRoutes } from './routes/sandbox-controls.ts';
import { statementRoutes } from './routes/statement.ts';
import { accountServiceRoutes } from './routes/account-services.ts';
import { commonRoutes } from './routes/common.ts';
import { reportRoutes } from './routes/reports.ts';
import { acquirerRoutes } from './routes/acquirers.ts';
import { referralRoutes } from './routes/referrals.ts';
import { transferRoutes } from './routes/transfers.ts';
import { paymentRoutes } from './routes/payments.ts';
import { billingRoutes } from './routes/billings.ts';
import { receiveRoutes } from './routes/receives.ts';
import { pixRoutes } from './routes/pix.ts';
import { messageRoutes } from './routes/messages.ts';
import { zipCodeRoutes } from './routes/zip-codes.ts';
import { cardHolderRoutes } from './routes/card-holders.ts';
import { cardRoutes } from './routes/cards.ts';
import { productRoutes } from './routes/products.ts';
import { registerNotificationHub } from './hub/index.ts';
import { allowedOrigins } from './origins.ts';
import { isTicket, redeemTicket, refuseTokensInAddresses } from './auth/tickets.ts';
import { registrationRoutes } from './routes/registration.ts';
import { peopleRoutes } from './routes/people.ts';
import { backOfficeAccountRoutes } from './routes/back-office-accounts.ts';
import { backOfficeProductRoutes } from './routes/back-office-products.ts';
import { backOfficeWorkflowRoutes } from './routes/back-office-workflows.ts';
import { sandboxAccountOpeningRoutes } from './routes/sandbox-account-opening.ts';
import { companyServiceRoutes } from './routes/company-services.ts';
import { startDeliveryWorker } from './webhooks/delivery-worker.ts';
import { credentialAccount, isRegistrationToken } from './registration/credentials.ts';
import { localBus, type SandboxBus } from './processes/bus.ts';
import { joinProcesses } from './processes/join-processes.ts';
import { shareHub } from './processes/shared-hub.ts';
import { sharedNegotiations } from './processes/shared-negotiations.ts';

const HUB_PATH = '/hub/Notification';

export interface AppParts {
  config: SandboxConfig;
  db: Database;
  clock: SandboxClock;
  tokens: TokenService;
  /** The other processes of the sandbox; none when absent. */
  bus?: SandboxBus;
  /** This process is one of several sharing the port (SANDBOX_WORKERS). */
  sharesPort?: boolean;
}

/** The sandbox bank's HTTP face: /api, the hub and the built site, on one port. */
export async function buildApp(parts: AppParts): Promise<{ app: FastifyInstance; ctx: SandboxContext }> {
  const ctx: SandboxContext = { ...parts, bus: parts.bus ?? localBus(), events: new EventEmitter<SandboxEvents>(), hub: null };
  const app = Fastify({
    logger: {
      level: parts.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // Query strings can carry single-use tickets (never the session token); only the path is logged.
        req: (request) => ({ method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip }),
      },
    },
    bodyLimit: 1024 * 1024,
    // A request's line and headers must arrive within a minute; a slower one is answered 408.
    requestTimeout: 60_000,
    // Response serializers compiled once per process (serialization.ts).
    schemaController: { compilersFactory: { buildSerializer: buildCachedSerializer } },
    ...errorAnswerOptions(),
  });
  addSchemas(app);
  // JSON bodies strictly; text (queries, paths, forms) read as the types asked for (validation.ts).
  app.setValidatorCompiler(buildValidator(app.getSchemas()));
  const unrouted = registerErrorAnswers(app);
  // Bodies are JSON (and forms on the authentication calls): Fastify's default text/plain parser
  // would let a body no route describes through, from any web page without a CORS preflight.
  app.removeContentTypeParser('text/plain');
  await registerOpenApi(app);

  registerSecurityHeaders(app, parts.config, () => [parts.config.apiBaseUrl, siteConfiguration(ctx).zipCodeUrl ?? '']);
  refuseTokensInAddresses(app, HUB_PATH);
  // A change every process must know (a session closed, the clock moved) is answered once the bus has carried it.
  if (ctx.bus.shared) app.addHook('onSend', async () => ctx.bus.settled());
  registerApprovalAddressLimits(app, ctx);

  let watch: (accountId: string, watching: boolean) => void = () => undefined;
  const localHub = await registerNotificationHub(app, {
    path: HUB_PATH,
    authenticate: async (token) => {
      // Browsers connect with a hub ticket in the URL (the only credential an address takes, see
      // refuseTokensInAddresses); Node clients may send the access token in a header.
      if (isTicket(token)) return redeemTicket(ctx, token, 'hub');
      // A registrant hears its registration's events (AccountOnboardingUrl) with its onboarding credential.
      if (isRegistrationToken(token)) {
        // Only while the registration runs: an open account's events are for its operators' sessions.
        const credential = await credentialAccount(ctx.db, token, ctx.clock.now());
        const running = credential
          ? await ctx.db.query(`select 1 from accounts where id = $1 and status not in ('ACTIVE', 'REJECTED')`, [
              credential.accountId,
            ])
          : [];
        return credential && running.length
          ? { accountId: credential.accountId, sessionId: `registration:${credential.hash}` }
          : null;
      }
      const principal = ctx.tokens.verify(token);
      if (!principal || principal.scope === 'bank') return null;
      // A sign-in still waiting for its two-factor code does not reach the hub.
      const open = await ctx.db.query(
        'select 1 from sessions where id = $1 and signed_out_at is null and (not a2f_required or a2f_confirmed_at is not null)',
        [principal.sessionId],
      );
      return open.length ? { accountId: principal.accountId, sessionId: principal.sessionId } : null;
    },
    isOriginAllowed: (origin) => allowedOrigins(app, parts.config).has(origin),
    now: () => ctx.clock.now(),
    onWatch: (accountId, watching) => watch(accountId, watching),
    // Processes on one port: a WebSocket may reach another process than its negotiate did.
    ...(parts.sharesPort ? { negotiations: sharedNegotiations(parts.db) } : {}),
  });
  const shared = ctx.bus.shared ? shareHub(localHub, ctx.bus) : null;
  if (shared) watch = shared.onWatch;
  const hub = shared?.hub ?? localHub;
  ctx.hub = hub;
  joinProcesses(ctx);
  ctx.events.on('sessionClosed', (sessionId) => hub.revokeSession(sessionId));

  for (const routes of [
    authenticationRoutes,
    accountRoutes,
    statementRoutes,
    accountServiceRoutes,
    messageRoutes,
    commonRoutes,
    reportRoutes,
    acquirerRoutes,
    referralRoutes,
    transferRoutes,
    paymentRoutes,
    billingRoutes,
    receiveRoutes,
    pixRoutes,
    zipCodeRoutes,
    cardHolderRoutes,
    cardRoutes,
    productRoutes,
    sandboxControlRoutes,
    registrationRoutes,
    peopleRoutes,
    backOfficeAccountRoutes,
    backOfficeProductRoutes,
    backOfficeWorkflowRoutes,
    sandboxAccountOpeningRoutes,
    companyServiceRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, ctx));
  }
  await registerSite(app, ctx, unrouted);
  // Webhook deliveries leave from here, after the transactions that wrote them (docs/webhooks.md).
  const deliveries = startDeliveryWorker(ctx, app.log);
  ctx.events.on('committed', () => deliveries.nudge());
  app.addHook('onClose', () => deliveries.stop());
  return { app, ctx };
}
