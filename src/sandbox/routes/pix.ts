import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** PIX keys, DICT and EMV. */
export async function pixRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
