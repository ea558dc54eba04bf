import { EventEmitter } from 'node:events';
import formBody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import addFormats from 'ajv-formats';
import type { SandboxContext, SandboxEvents } from './context.ts';
import type { SandboxConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { SandboxClock } from './clock.ts';
import type { TokenService } from './auth/tokens.ts';
import { addSchemas } from './schemas.ts';
import { registerErrorAnswers } from './http-errors.ts';
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
import { isTicket, redeemTicket } from './auth/tickets.ts';
import { localBus, type SandboxBus } from './processes/bus.ts';
import { joinProcesses } from './processes/join-processes.ts';
import { shareHub } from './processes/shared-hub.ts';
import { sharedNegotiations } from './processes/shared-negotiations.ts';

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
        // Query strings can carry tokens (the hub's access_token); only the path is logged.
        req: (request) => ({ method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip }),
      },
    },
    ajv: {
      customOptions: { coerceTypes: true, allErrors: true, strict: false, removeAdditional: false },
      plugins: [addFormats.default ?? addFormats],
    },
    bodyLimit: 1024 * 1024,
  });
  addSchemas(app);
  registerErrorAnswers(app);
  await app.register(formBody);
  // The OpenAPI document is built from the routes' own schemas (GET /api/openapi.json).
  // Tags by path (lower case), first match wins; other paths are tagged by their first segment.
  const openApiTags: [RegExp, string][] = [
    [/^\/api\/(merchants|authentication)\//, 'Authentication'],
    [/^\/api\/accounts\/[^/]+\/transactions/, 'Statement'],
    [/^\/api\/accounts\/[^/]+\/(config|limits|devices)$/, 'Account services'],
    [/^\/api\/accounts\/([^/]+\/)?(messages|token)/, 'Messages'],
    [/^\/api\/accounts\/([^/]+\/)?pix/, 'PIX keys'],
    [/^\/api\/accounts/, 'Accounts'],
    [/^\/api\/common\//, 'Common'],
    [/^\/api\/(reports|consolidations)\//, 'Reports'],
    [/^\/api\/transactions\/(transfers|payments|billings|receives|pix)/, 'Transactions'],
    [/^\/api\/(cards|cardholders)(\/|$)/, 'Cards'],
    [/^\/api\/products\//, 'Products'],
    [/^\/api\/sandbox\//, 'Sandbox controls'],
    [/^\/hub\//, 'Notification hub'],
  ];

  // Calls made before there is a token, or with credentials in the body.
  const publicRoutes = [
    /^\/api\/merchants\/[^/]+\/bank\/auth$/,
    /^\/api\/authentication\/account\/[^/]+\/signin$/,
    /^\/api\/authentication\/(token|refreshtoken)$/,
    /^\/api\/common\/termsofuse\/document$/,
    /^\/api\/sandbox\//,
  ];
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Balcão sandbox bank API',
        version: '1',
        description: 'The calls of the specification (spec 000 §7) as the sandbox bank serves them. Errors are ErrorList.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Shared schemas (schemas/, added by file name) become components named after their title.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.title === 'string' ? json.title : `def-${index}`),
    },
    transform: ({ schema, url, route }) => {
      const path = url.toLowerCase();
      if (!path.startsWith('/api/') && !path.startsWith('/hub/')) return { schema: { ...schema, hide: true }, url };
      const tag = openApiTags.find(([pattern]) => pattern.test(path))?.[1] ?? path.split('/')[2] ?? 'api';
      const open = publicRoutes.some((pattern) => pattern.test(path));
      // @fastify/websocket hides its routes; the hub's WebSocket is part of the API all the same.
      const websocket = (route as { websocket?: boolean }).websocket
        ? {
            hide: false,
            summary: 'WebSocket transport of the notification hub (SignalR JSON hub protocol)',
            response: { 101: { description: 'Switching Protocols: the connection continues as a WebSocket.' } },
          }
        : {};
      return { schema: { tags: [tag], ...schema, ...websocket, ...(open ? { security: [] } : {}) }, url };
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerSecurityHeaders(app, parts.config, () => [parts.config.apiBaseUrl, siteConfiguration(ctx).zipCodeUrl ?? '']);
  // A change every process must know (a session closed, the clock moved) is answered once the bus has carried it.
  if (ctx.bus.shared) app.addHook('onSend', async () => ctx.bus.settled());
  registerApprovalAddressLimits(app, ctx);

  let watch: (accountId: string, watching: boolean) => void = () => undefined;
  const localHub = await registerNotificationHub(app, {
    authenticate: async (token) => {
      // Browsers connect with a hub ticket in the URL; Node clients may send the access token in a header.
      if (isTicket(token)) return redeemTicket(ctx, token, 'hub');
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
  ]) {
    await app.register(async (scope) => routes(scope, ctx));
  }
  await registerSite(app, ctx);
  return { app, ctx };
}
