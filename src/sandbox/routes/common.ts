import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** GET /api/Common/... lookups. */
export async function commonRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
