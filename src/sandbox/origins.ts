import type { FastifyInstance } from 'fastify';
import type { SandboxConfig } from './config.ts';

/**
 * Browser origins the sandbox trusts: its own address (by the configured host, localhost and
 * 127.0.0.1), the dev server's, and ALLOWED_ORIGINS.
 */
export function allowedOrigins(app: FastifyInstance, config: SandboxConfig): Set<string> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const hosts = new Set([config.host, 'localhost', '127.0.0.1']);
  const devPort = Number(process.env.DEV_PORT ?? 5173);
  const origins = [...hosts].flatMap((host) => [`http://${host}:${port}`, `http://${host}:${devPort}`]);
  return new Set([...origins, ...config.allowedOrigins]);
}
