-- Merchants, branches, people, accounts, users and sessions.
create table merchants (
  id text primary key,
  name text not null,
  site text,
  configuration jsonb not null,
  created_at timestamptz not null default now()
);

create table branches (
  id uuid primary key,
  merchant_id text not null references merchants(id),
  code text not null,
  name text not null,
  unique (merchant_id, code)
);

create table people (
  id uuid primary key,
  person_type char(1) not null check (person_type in ('N', 'J')),
  tax_id text not null unique,
  name text not null,
  trade_name text,
  birth date,
  mother text,
  nationality text,
  gender text,
  pep boolean not null default false,
  tax_regime text,
  legal_nature text,
  registration text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table phones (
  id uuid primary key,
  person_id uuid not null references people(id),
  type text not null,
  is_main boolean not null default true,
  ddi text not null default '055',
  ddd text not null,
  number text not null,
  validated boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table contacts (
  id uuid primary key,
  person_id uuid not null references people(id),
  type text not null,
  is_main boolean not null default true,
  email text not null,
  validated boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table addresses (
  id uuid primary key,
  person_id uuid not null references people(id),
  type text not null,
  zip_code text not null,
  street text not null,
  number text not null,
  complement text,
  neighborhood text not null,
  city text not null,
  state char(2) not null,
  country char(2) not null default 'BR',
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- kind CUSTOMER is an account holder's account; kind INTERNAL is one of the bank's own ledger
-- accounts (settlement with other banks, fee income) that the other side of every movement posts to.
create table accounts (
  id uuid primary key,
  merchant_id text not null references merchants(id),
  branch_id uuid not null references branches(id),
  person_id uuid references people(id),
  kind text not null check (kind in ('CUSTOMER', 'INTERNAL')),
  number text not null,
  type text not null default 'CC',
  status text not null default 'ACTIVE',
  locked boolean not null default false,
  accepted_term boolean not null default true,
  can_negative_balance boolean not null default false,
  balance_cents bigint not null default 0,
  blocked_credit_cents bigint not null default 0,
  blocked_debit_cents bigint not null default 0,
  config jsonb not null default '{}'::jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (branch_id, number),
  check (can_negative_balance or balance_cents >= 0)
);

create table users (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  person_id uuid not null references people(id),
  user_name text not null,
  name text not null,
  email text,
  password_hash text not null,
  change_password boolean not null default false,
  roles text[] not null default '{}',
  a2f_enabled boolean not null default false,
  a2f_secret text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, user_name)
);

-- API credentials for the client_credentials grant.
create table api_clients (
  client_id text primary key,
  account_id uuid not null references accounts(id),
  secret_hash text not null,
  created_at timestamptz not null
);

create table sessions (
  id uuid primary key,
  user_id uuid references users(id),
  client_id text references api_clients(client_id),
  account_id uuid not null references accounts(id),
  created_at timestamptz not null,
  signed_out_at timestamptz
);

-- Refresh tokens are stored as hashes and rotate: each is used once, and a reuse revokes the session.
create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions(id),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index refresh_tokens_session on refresh_tokens (session_id);

create table sandbox_settings (
  key text primary key,
  value text not null
);
