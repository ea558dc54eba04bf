import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** Config, Limits, Devices of an account. */
export async function accountServiceRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
