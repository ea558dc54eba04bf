-- Card acquiring (spec 000 §7: GET .../Acquirers/Transactions and .../Acquirers/Schedules): the card
-- sales a company took at its terminals, and the receivables they become, one per installment, each
-- with the day the acquirer settles it. Amounts are integer cents; net = gross - fee on every row.

create table acquirer_sales (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  sold_at timestamptz not null,
  card_brand text not null check (card_brand in ('VISA', 'MASTERCARD', 'ELO', 'AMEX', 'HIPERCARD')),
  product text not null check (product in ('DEBIT', 'CREDIT')),
  installments int not null check (installments between 1 and 12),
  gross_cents bigint not null check (gross_cents > 0),
  fee_cents bigint not null check (fee_cents >= 0 and fee_cents < gross_cents),
  net_cents bigint not null,
  status text not null check (status in ('APPROVED', 'CANCELED')),
  authorization_code text not null,
  nsu text not null,
  card_last_digits char(4) not null check (card_last_digits ~ '^[0-9]{4}$'),
  check (net_cents = gross_cents - fee_cents),
  check (product = 'CREDIT' or installments = 1)
);

create index acquirer_sales_account_sold on acquirer_sales (account_id, sold_at desc, id);

-- A receivable: one installment of an approved sale and the São Paulo day the acquirer pays it
-- (debit the next business day, credit 30 days apart per installment). Settled once that day came:
-- the status is read against the bank's clock, not stored.
create table acquirer_schedules (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  sale_id uuid not null references acquirer_sales(id),
  installment int not null check (installment >= 1),
  settlement_date date not null,
  gross_cents bigint not null check (gross_cents > 0),
  fee_cents bigint not null check (fee_cents >= 0),
  net_cents bigint not null,
  check (net_cents = gross_cents - fee_cents),
  unique (sale_id, installment)
);

create index acquirer_schedules_account_day on acquirer_schedules (account_id, settlement_date, id);
