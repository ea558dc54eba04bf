-- Money movement: PIX keys, transfers, payments, billings, receives, one-time tokens, inbox
-- messages, fees and idempotency keys. Money is moved only by ledger postings (002); the tables
-- below hold the operations that ask for it and their states. Amounts are integer cents.

-- DICT of the sandbox bank: one owner per key across the bank. A deleted key keeps its row
-- (deleted_at) and frees the key for anyone.
create table pix_keys (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  type text not null check (type in ('CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP')),
  key text not null,
  created_at timestamptz not null,
  deleted_at timestamptz
);
create unique index pix_keys_one_owner on pix_keys (key) where deleted_at is null;
create index pix_keys_account on pix_keys (account_id) where deleted_at is null;

-- Transfers wait for approval (CREATED); approval moves the money (COMPLETED, or PROCESSING while
-- another bank settles it); disapproval and cancel move nothing (CANCELED); too many wrong
-- credentials refuse it (REJECTED), as does the receiving bank (REJECTED, money returned).
create table transfers (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  product_id uuid,
  type text not null check (type in ('INTERNAL', 'EXTERNAL', 'PIX')),
  status text not null check (status in ('CREATED', 'PROCESSING', 'COMPLETED', 'CANCELED', 'REJECTED')),
  amount_cents bigint not null check (amount_cents > 0),
  fee_cents bigint not null default 0 check (fee_cents >= 0),
  description text,
  payer jsonb not null,
  receiver jsonb not null,
  receiver_account_id uuid references accounts(id),
  key text,
  end_to_end_id text,
  movement_id uuid,
  return_movement_id uuid,
  failed_attempts int not null default 0,
  message text,
  settle_at timestamptz,
  user_id uuid,
  user_name text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  approved_at timestamptz,
  completed_at timestamptz,
  canceled_at timestamptz
);
create index transfers_account on transfers (account_id, created_at desc);
create index transfers_processing on transfers (settle_at) where status = 'PROCESSING';

-- Charges issued by an account. status is the app's (ACTIVE, OVERDUE, PAID, CANCELED); PIX charges
-- also carry BACEN's API Pix status (ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR,
-- REMOVIDA_PELO_PSP).
create sequence bank_slip_our_number start 1;
create table billings (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  product_id uuid,
  partner_id uuid,
  type text not null check (type in ('QRCODE', 'BANK_SLIP', 'PIX_DYNAMIC', 'PIX_STATIC')),
  status text not null check (status in ('ACTIVE', 'OVERDUE', 'PAID', 'CANCELED')),
  pix_status text check (pix_status in ('ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP')),
  amount_cents bigint not null check (amount_cents > 0),
  amount_received_cents bigint not null default 0,
  amount_refunded_cents bigint not null default 0,
  description text,
  due_date date,
  overdue_date date,
  expires_at timestamptz,
  drawee jsonb,
  discount jsonb,
  penalty jsonb,
  qr_key text unique,
  txid text unique,
  emv text,
  digitable_line text unique,
  barcode text unique,
  our_number text,
  pix_key text,
  tags text[] not null default '{}',
  message text,
  paid_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index billings_account on billings (account_id, created_at desc);

-- Payments wait for approval like transfers. billing_id names the sandbox charge being paid;
-- receiver_account_id the sandbox account credited (null: money leaves through settlement).
create table payments (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  product_id uuid,
  type text not null check (type in ('QRCODE', 'BANK_SLIP', 'UTILITY', 'PIX')),
  status text not null check (status in ('CREATED', 'COMPLETED', 'CANCELED', 'REJECTED', 'REVERSED')),
  amount_cents bigint not null check (amount_cents > 0),
  description text,
  payer jsonb not null,
  receiver jsonb not null,
  receiver_account_id uuid references accounts(id),
  billing_id uuid references billings(id),
  key text,
  emv text,
  digitable_line text,
  barcode text,
  due_date date,
  end_to_end_id text,
  auth text,
  movement_id uuid,
  reverse_movement_id uuid,
  failed_attempts int not null default 0,
  message text,
  user_id uuid,
  user_name text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  approved_at timestamptz,
  completed_at timestamptz,
  canceled_at timestamptz,
  reversed_at timestamptz
);
create index payments_account on payments (account_id, created_at desc);

-- Money received by an account from a payer (PIX by key, a paid charge). A PIX receive can be
-- returned (devolução) within 90 days, never beyond what was received.
create table receives (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  product_id uuid,
  type text not null,
  status text not null check (status in ('RECEIVED', 'PARTIALLY_REVERSED', 'REVERSED')),
  amount_cents bigint not null check (amount_cents > 0),
  reversed_cents bigint not null default 0 check (reversed_cents >= 0),
  description text,
  payer jsonb not null,
  creditor jsonb not null,
  payer_account_id uuid references accounts(id),
  payer_entity text,
  billing_id uuid references billings(id),
  transfer_id uuid references transfers(id),
  payment_id uuid references payments(id),
  key text,
  end_to_end_id text,
  posting_id uuid,
  can_reverse boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (reversed_cents <= amount_cents)
);
create index receives_account on receives (account_id, created_at desc);

create table receive_reversals (
  id uuid primary key,
  receive_id uuid not null references receives(id),
  amount_cents bigint not null check (amount_cents > 0),
  reason text not null,
  description text,
  return_id text not null,
  movement_id uuid not null,
  created_at timestamptz not null
);

-- One-time tokens for approvals, standing in for SMS: six digits, stored salted and hashed,
-- valid five minutes, single use, five wrong tries at most.
create table one_time_tokens (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  holder text not null,
  salt text not null,
  code_hash text not null,
  failed_attempts int not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index one_time_tokens_holder on one_time_tokens (account_id, holder, created_at desc);

-- The account's inbox.
create table messages (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  title text not null,
  text text not null,
  status text,
  is_read boolean not null default false,
  created_at timestamptz not null,
  deleted_at timestamptz
);
create index messages_account on messages (account_id, created_at desc) where deleted_at is null;

-- Fees per product. account_id null applies to every account without a rule of its own.
-- kind PAYMENT is charged to the payer (PAYMENT_FEE), RECEIVE to the receiver (RECEIVE_FEE).
create table fee_rules (
  id uuid primary key,
  account_id uuid references accounts(id),
  product text not null,
  kind text not null check (kind in ('PAYMENT', 'RECEIVE')),
  fixed_cents bigint not null default 0 check (fixed_cents >= 0),
  percentage_basis_points int not null default 0 check (percentage_basis_points >= 0),
  created_at timestamptz not null
);
create unique index fee_rules_one_per_product on fee_rules (coalesce(account_id, '00000000-0000-0000-0000-000000000000'::uuid), product, kind);

-- Idempotency-Key of create and pay calls: the first answer, kept 24 hours.
create table idempotency_keys (
  account_id uuid not null references accounts(id),
  key text not null,
  request_hash text not null,
  status_code int not null,
  response jsonb not null,
  created_at timestamptz not null,
  primary key (account_id, key)
);
