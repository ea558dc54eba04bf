import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** /api/Transactions/Payments. */
export async function paymentRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
