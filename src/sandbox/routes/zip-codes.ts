import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** The zip-code lookup compatible with the public service. */
export async function zipCodeRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
