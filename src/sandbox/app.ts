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
import { registerSite } from './site.ts';
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
import { registerNotificationHub } from './hub/index.ts';
import { allowedOrigins } from './origins.ts';

export interface AppParts {
  config: SandboxConfig;
  db: Database;
  clock: SandboxClock;
  tokens: TokenService;
}

/** The sandbox bank's HTTP face: /api, the hub and the built site, on one port. */
export async function buildApp(parts: AppParts): Promise<{ app: FastifyInstance; ctx: SandboxContext }> {
  const ctx: SandboxContext = { ...parts, events: new EventEmitter<SandboxEvents>(), hub: null };
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
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Balcão sandbox bank API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  const hub = await registerNotificationHub(app, {
    authenticate: async (token) => {
      const principal = await ctx.tokens.verify(token);
      if (!principal || principal.scope === 'bank') return null;
      const open = await ctx.db.query('select 1 from sessions where id = $1 and signed_out_at is null', [principal.sessionId]);
      return open.length ? { accountId: principal.accountId, sessionId: principal.sessionId } : null;
    },
    isOriginAllowed: (origin) => allowedOrigins(app, parts.config).has(origin),
    now: () => ctx.clock.now(),
  });
  ctx.hub = hub;
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
    sandboxControlRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, ctx));
  }
  await registerSite(app, ctx);
  return { app, ctx };
}
