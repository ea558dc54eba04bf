-- Files a company sends to the bank (spec 000 §7 Files/Partner). A CNAB 240 payment remittance is
-- read into transfers waiting for approval, in the transaction that stores the file; a file refused
-- is not stored and creates nothing.
create table partner_files (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  name text not null,
  layout text not null check (layout in ('CNAB240')),
  status text not null check (status in ('PROCESSED')),
  size_bytes int not null,
  lines int not null,
  total_cents bigint not null,
  transfer_ids uuid[] not null,
  content text not null,
  user_id uuid references users(id),
  user_name text,
  created_at timestamptz not null
);
create index partner_files_account on partner_files (account_id, created_at desc);
