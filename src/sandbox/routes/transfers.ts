import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** /api/Transactions/Transfers. */
export async function transferRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
