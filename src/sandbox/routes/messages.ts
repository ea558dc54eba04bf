import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

/** Inbox messages and one-time tokens. */
export async function messageRoutes(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
