import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** /api/Transactions/Billings. */
export async function billingRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
