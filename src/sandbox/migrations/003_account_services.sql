-- Account services: transaction limits per product and period, and registered devices.

-- One row per account, product (PIX, TRANSFER, BANK_SLIP, QRCODE, WITHDRAW) and period (DAILY, NIGHTLY).
-- A raise waits 24 hours (requested_cents until effective_at); a cut applies at once.
create table account_limits (
  account_id uuid not null references accounts(id),
  product text not null check (product in ('PIX', 'TRANSFER', 'BANK_SLIP', 'QRCODE', 'WITHDRAW')),
  period text not null check (period in ('DAILY', 'NIGHTLY')),
  amount_cents bigint not null check (amount_cents >= 0),
  requested_cents bigint check (requested_cents >= 0),
  requested_at timestamptz,
  effective_at timestamptz,
  updated_at timestamptz not null,
  primary key (account_id, product, period),
  check ((requested_cents is null) = (effective_at is null))
);

-- Devices that receive push notifications; the name is the browser's generated device id.
create table devices (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  name text not null,
  os text,
  model text,
  brand text,
  device_type text,
  token text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, name)
);
