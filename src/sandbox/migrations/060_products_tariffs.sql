-- The bank's products (spec 001 §7 product calls) as rows a bank operator edits: the account,
-- card and payment products the rest of the bank uses. A deleted product keeps its row.
create table products (
  id uuid primary key,
  merchant_id text not null references merchants(id),
  name text not null,
  type text not null,
  sub_type text,
  description text,
  workflow_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
create index products_merchant on products (merchant_id, type, name) where deleted_at is null;

-- A product's tariffs: what the ledger charges for an operation (docs/back-office.md). The newest
-- active tariff of the account's product for the operation and side applies; DELETE disables.
create table tariffs (
  id uuid primary key,
  product_id uuid not null references products(id),
  name text not null,
  operation text not null,
  kind text not null check (kind in ('PAYMENT', 'RECEIVE')),
  fixed_cents bigint not null default 0 check (fixed_cents >= 0),
  percentage_basis_points int not null default 0 check (percentage_basis_points between 0 and 10000),
  active boolean not null default true,
  created_at timestamptz not null,
  disabled_at timestamptz
);
create index tariffs_in_force on tariffs (product_id, operation, kind, created_at desc) where active;
