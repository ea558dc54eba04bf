-- Cards (spec 001 §3 and §4): the card holders of an account, their cards, invoices and purchases.
-- Every table carries account_id, the owner every read and change is checked against. Amounts are
-- integer cents. Card numbers exist here only masked (PCI DSS 3.4: first six and last four digits at
-- most), enforced by a check; there is no column for a CVV, so none can be kept.

-- A person (or company) who holds cards on an account: the account holder, or someone given an
-- additional card. One holder per tax id within an account.
create table card_holders (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  person_type char(1) not null check (person_type in ('N', 'J')),
  tax_id text not null check (tax_id ~ '^([0-9]{11}|[0-9]{14})$'),
  name text not null check (char_length(name) between 1 and 128),
  birth date,
  mother text,
  father text,
  nationality text,
  gender text,
  pep boolean not null default false,
  trade_name text,
  tax_regime text,
  legal_nature text,
  registration text,
  -- spec 001 §9: closing and pay day 1 to 28, new-card defaults 1 and 11.
  invoice_closing_day int not null default 1 check (invoice_closing_day between 1 and 28),
  invoice_pay_day int not null default 11 check (invoice_pay_day between 1 and 28),
  has_billing boolean not null default false,
  address jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, tax_id)
);
create index card_holders_account on card_holders (account_id, created_at desc);

-- A card waits for approval (PROCESSING, no number yet), is ACTIVE once approved, can be LOCKED and
-- unlocked, and ends CANCELED (cancelled, or disapproved). Nothing leaves CANCELED.
create table cards (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  holder_id uuid not null references card_holders(id),
  product_id uuid,
  workflow_id uuid,
  display_name text not null check (char_length(display_name) between 1 and 32),
  number text check (number ~ '^[0-9]{6}[*]{6}[0-9]{4}$'),
  type text not null,
  status text not null check (status in ('PROCESSING', 'ACTIVE', 'LOCKED', 'CANCELED')),
  additional_card boolean not null default false,
  expiry_month int check (expiry_month between 1 and 12),
  expiry_year int check (expiry_year between 2000 and 2100),
  address jsonb,
  rules jsonb,
  tags text[] not null default '{}',
  failed_attempts int not null default 0,
  message text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  approved_at timestamptz,
  locked_at timestamptz,
  canceled_at timestamptz,
  check (status = 'PROCESSING' or status = 'CANCELED' or number is not null)
);
create index cards_account on cards (account_id, created_at desc);
create index cards_holder on cards (holder_id, created_at desc);

-- A holder's monthly invoice: OPEN while purchases come in, CLOSED at the closing date, PAID once
-- paid. amount_cents is the sum of the installments billed on it.
create table card_invoices (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  holder_id uuid not null references card_holders(id),
  description text not null,
  status text not null check (status in ('OPEN', 'CLOSED', 'PAID')),
  amount_cents bigint not null check (amount_cents >= 0),
  currency char(3) not null default 'BRL',
  closing_date date not null,
  due_date date not null,
  paid_at timestamptz,
  created_at timestamptz not null,
  check (due_date >= closing_date),
  check ((status = 'PAID') = (paid_at is not null))
);
create index card_invoices_holder on card_invoices (holder_id, closing_date desc);

-- A purchase made with a card, paid in one or more installments.
create table card_purchases (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  holder_id uuid not null references card_holders(id),
  card_id uuid not null references cards(id),
  description text not null,
  merchant_name text not null,
  amount_cents bigint not null check (amount_cents > 0),
  currency char(3) not null default 'BRL',
  installments int not null check (installments between 1 and 24),
  status text not null check (status in ('PROCESSING', 'CONFIRMED', 'CANCELED')),
  created_at timestamptz not null
);
create index card_purchases_card on card_purchases (card_id, created_at desc);
create index card_purchases_holder on card_purchases (holder_id, created_at desc);

-- Installment n of a purchase, billed on one invoice.
create table card_installments (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  purchase_id uuid not null references card_purchases(id),
  invoice_id uuid not null references card_invoices(id),
  installment int not null check (installment >= 1),
  amount_cents bigint not null check (amount_cents > 0),
  unique (purchase_id, installment)
);
create index card_installments_invoice on card_installments (invoice_id);
