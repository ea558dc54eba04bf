import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** GET /api/Accounts/{id}/Transactions and its exports (issue: statement). */
export async function statementRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
