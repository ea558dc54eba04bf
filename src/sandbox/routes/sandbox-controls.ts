import type { FastifyInstance } from 'fastify';
import type { SandboxReset } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { seedElectronicPasswords } from '../seed/electronic-passwords.ts';
import { seedDemoBank } from '../seed/seed.ts';

const errorList = { $ref: 'error-list.schema.json#' } as const;
const errorAnswers = { '4xx': errorList, '5xx': errorList } as const;

const clockAnswer = {
  type: 'object',
  required: ['now', 'offsetSeconds'],
  properties: { now: { type: 'string', format: 'date-time' }, offsetSeconds: { type: 'number' } },
} as const;

/** Tables that outlive a reset: which migrations ran, and the token-signing secret. */
const KEPT_TABLES = new Set(['schema_migrations', 'sandbox_settings']);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Back to the first start: every session is closed (the hub tells its clients to sign out), every
 * table of the bank is emptied, sequences start again, the clock returns to real time, and the demo
 * bank is seeded anew in the running process.
 */
async function resetSandbox(ctx: SandboxContext): Promise<SandboxReset> {
  const sessions = await ctx.db.query<{ id: string }>('select id from sessions where signed_out_at is null');
  for (const session of sessions) ctx.events.emit('sessionClosed', session.id);
  const tables = (
    await ctx.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !KEPT_TABLES.has(name));
  const sequences = await ctx.db.query<{ name: string }>(
    `select sequence_name as name from information_schema.sequences where sequence_schema = current_schema()`,
  );
  await ctx.db.transaction(async (tx) => {
    if (tables.length) await tx.query(`truncate table ${tables.map(quoted).join(', ')} restart identity cascade`);
    for (const sequence of sequences) await tx.query(`alter sequence ${quoted(sequence.name)} restart`);
  });
  ctx.clock.reset();
  const now = ctx.clock.now();
  await seedDemoBank(ctx.db, now, ctx.config.seedPasswordCost);
  await seedElectronicPasswords(ctx.db, ctx.config.electronicPasswordKey);
  return { resetAt: now.toISOString(), tables: tables.length };
}

/**
 * Controls for testers, on only in demo and test mode: read and move the sandbox clock, and reset
 * the bank to its seed. README "Sandbox controls" documents them.
 */
export async function sandboxControlRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.addHook('onRequest', async () => {
    if (ctx.config.mode === 'production') throw Errors.sandboxControlsOff();
  });

  app.get(
    '/api/Sandbox/Clock',
    { schema: { summary: "The sandbox's time", response: { 200: clockAnswer, ...errorAnswers } } },
    async () => ({ now: ctx.clock.now().toISOString(), offsetSeconds: ctx.clock.offsetSeconds }),
  );

  app.post<{ Body: { advanceSeconds: number } }>(
    '/api/Sandbox/Clock',
    {
      schema: {
        summary: 'Move the sandbox clock forward',
        body: {
          type: 'object',
          required: ['advanceSeconds'],
          properties: { advanceSeconds: { type: 'integer', minimum: 0, maximum: 10 * 365 * 86400 } },
        },
        response: { 200: clockAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      ctx.clock.advance(request.body.advanceSeconds);
      return { now: ctx.clock.now().toISOString(), offsetSeconds: ctx.clock.offsetSeconds };
    },
  );

  app.post(
    '/api/Sandbox/Reset',
    {
      schema: {
        summary: 'Empty the bank and seed the demo bank again; every session ends',
        response: { 200: { $ref: 'sandbox-reset.schema.json#' }, ...errorAnswers },
      },
    },
    async (): Promise<SandboxReset> => resetSandbox(ctx),
  );
}
