import type { Sql } from '../db/database.ts';

/** Demo data of money movement (PIX keys, charges, pending transfers…); runs inside the seed's transaction. */
export async function seedMoney(_tx: Sql, _now: Date): Promise<void> {}
