import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxConfig } from './config.ts';

/** The inline stylesheets a response carries, by their CSP hashes ('sha256-…'), set by the handler that wrote it. */
const inlineStyles = new WeakMap<FastifyRequest, string[]>();

/** Lets the answer to `request` apply the inline `<style>` elements of these hashes (src/sandbox/site.ts). */
export function allowInlineStyles(request: FastifyRequest, hashes: string[]): void {
  inlineStyles.set(request, hashes);
}

/**
 * The site runs under a Content-Security-Policy with no 'unsafe-inline' and no 'unsafe-eval': the
 * build has no inline script, validators are precompiled, and React sets styles through the CSSOM.
 * The stylesheets a first-paint page carries in its head are allowed by their hashes, each alone.
 * connect-src names the hub's WebSocket origin explicitly and any configured API or zip service.
 */
export function contentSecurityPolicy(request: FastifyRequest, config: SandboxConfig, extraOrigins: string[] = []): string {
  const host = request.headers.host ?? `${config.host}:${config.port}`;
  const secure = request.protocol === 'https';
  const hub = `${secure ? 'wss' : 'ws'}://${host}`;
  const connect = ["'self'", hub, ...extraOrigins.filter(Boolean)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...(inlineStyles.get(request) ?? []).map((hash) => `'${hash}'`)].join(' '),
    "img-src 'self' data: blob:",
    // The bank-slip PDF is fetched with the session's token and shown from a blob: address in a frame.
    "frame-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    'report-uri /api/Security/CspReport',
  ].join('; ');
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

export function registerSecurityHeaders(app: FastifyInstance, config: SandboxConfig, connectUrls: () => string[]): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
    } else {
      reply.header('Content-Security-Policy', contentSecurityPolicy(request, config, connectUrls().map(originOf)));
      reply.header('X-Frame-Options', 'DENY');
    }
  });

  // Browsers post violations here; they are logged for whoever watches the sandbox.
  app.post('/api/Security/CspReport', { schema: { hide: true } }, async (request, reply) => {
    request.log.warn({ cspReport: request.body }, 'content security policy violation');
    return reply.status(204).send();
  });
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, body);
      }
    },
  );
}
