import { randomUUID } from 'node:crypto';
import type { Device, DeviceRegistration } from '../../generated/schemas.ts';
import type { Sql } from '../db/database.ts';

interface DeviceRow {
  id: string;
  account_id: string;
  name: string;
  os: string | null;
  model: string | null;
  brand: string | null;
  device_type: string | null;
  token: string | null;
  created_at: Date;
  updated_at: Date;
  created: boolean;
}

/** Registers a device for push notifications; the same name on the same account updates it (spec 000 §4: once per session). */
export async function registerDevice(
  sql: Sql,
  accountId: string,
  device: DeviceRegistration,
  at: Date,
): Promise<{ device: Device; created: boolean }> {
  const [row] = await sql.query<DeviceRow>(
    `insert into devices (id, account_id, name, os, model, brand, device_type, token, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     on conflict (account_id, name) do update
       set os = excluded.os, model = excluded.model, brand = excluded.brand, device_type = excluded.device_type,
           token = excluded.token, updated_at = excluded.updated_at
     returning id, account_id, name, os, model, brand, device_type, token, created_at, updated_at, (xmax = 0) as created`,
    [
      randomUUID(),
      accountId,
      device.name,
      device.os ?? null,
      device.model ?? null,
      device.brand ?? null,
      device.deviceType ?? null,
      device.token ?? null,
      at,
    ],
  );
  return {
    created: row!.created,
    device: {
      id: row!.id,
      accountId: row!.account_id,
      name: row!.name,
      os: row!.os,
      model: row!.model,
      brand: row!.brand,
      deviceType: row!.device_type,
      token: row!.token,
      createdAt: new Date(row!.created_at).toISOString(),
      updatedAt: new Date(row!.updated_at).toISOString(),
    },
  };
}
