import type { Sql } from '../db/database.ts';

/** Demo data of the account services (limits, devices…); runs inside the seed's transaction. */
export async function seedAccountServices(_tx: Sql, _now: Date): Promise<void> {}
