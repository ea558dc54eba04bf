import { forgetOpenSessions } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import type { Sql } from '../db/database.ts';

const CLOCK_SETTING = 'clock_offset_ms';

/**
 * What every process of one sandbox must agree on, kept so through the bus: a session the bank
 * closes is closed in every process (its hub connections get Logout, its cached state goes), and
 * the sandbox clock moves in every process when a tester moves it. The process that made the
 * change answers its request once the bus has carried it (`settled`, waited for before each answer).
 */
export function joinProcesses(ctx: SandboxContext): void {
  const { bus } = ctx;
  if (!bus.shared) return;
  let delivering = false;
  const deliver = (work: () => void) => {
    delivering = true;
    try {
      work();
    } finally {
      delivering = false;
    }
  };
  ctx.events.on('sessionClosed', (sessionId) => {
    if (!delivering) bus.publish({ kind: 'sessionClosed', sessionId }, { settle: true });
  });
  ctx.clock.onChange((offsetMs) => {
    if (delivering) return;
    bus.publish({ kind: 'clock', offsetMs }, { settle: true });
    void storeClockOffset(ctx.db, offsetMs).catch(() => undefined);
  });
  bus.onMessage((message) => {
    if (message.kind === 'sessionClosed') deliver(() => ctx.events.emit('sessionClosed', message.sessionId));
    if (message.kind === 'clock') deliver(() => ctx.clock.setOffset(message.offsetMs));
  });
  // Back from a lost connection, a closed session may have been missed: every session is read again.
  bus.onResync(() => forgetOpenSessions(ctx));
}

/** The clock's offset where a process started later (a worker replaced) reads it. */
export async function storeClockOffset(sql: Sql, offsetMs: number): Promise<void> {
  await sql.query(
    `insert into sandbox_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
    [CLOCK_SETTING, String(offsetMs)],
  );
}

export async function storedClockOffset(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ value: string }>('select value from sandbox_settings where key = $1', [CLOCK_SETTING]);
  return Number(row?.value ?? 0) || 0;
}
