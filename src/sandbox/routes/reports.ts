import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** Reports and consolidations. */
export async function reportRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
