import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** /api/Transactions/Receives. */
export async function receiveRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
