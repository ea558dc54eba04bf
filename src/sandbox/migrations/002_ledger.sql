-- Double-entry ledger: a movement is a balanced set of postings (their signed amounts sum to zero).
-- A posting on a customer account is a statement entry ("account transaction").
create table movements (
  id uuid primary key,
  entity text not null,
  description text not null,
  executed_at timestamptz not null,
  created_at timestamptz not null
);

create table postings (
  id uuid primary key,
  seq bigserial unique,
  movement_id uuid not null references movements(id),
  account_id uuid not null references accounts(id),
  amount_cents bigint not null check (amount_cents <> 0),
  balance_after_cents bigint not null,
  description text not null,
  entity text not null,
  metadata jsonb,
  relation_id uuid,
  can_reverse boolean not null default false,
  executed_at timestamptz not null
);
create index postings_statement on postings (account_id, executed_at desc, seq desc);
create index postings_movement on postings (movement_id);
