import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';

/**
 * Controls for testers, on only in demo and test mode: read and move the sandbox clock.
 * README "Sandbox controls" documents them.
 */
export async function sandboxControlRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.addHook('onRequest', async () => {
    if (ctx.config.mode === 'production') throw Errors.sandboxControlsOff();
  });

  app.get('/api/Sandbox/Clock', async () => ({ now: ctx.clock.now().toISOString(), offsetSeconds: ctx.clock.offsetSeconds }));

  app.post<{ Body: { advanceSeconds: number } }>(
    '/api/Sandbox/Clock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['advanceSeconds'],
          properties: { advanceSeconds: { type: 'integer', minimum: 0, maximum: 10 * 365 * 86400 } },
        },
      },
    },
    async (request) => {
      ctx.clock.advance(request.body.advanceSeconds);
      return { now: ctx.clock.now().toISOString(), offsetSeconds: ctx.clock.offsetSeconds };
    },
  );
}
