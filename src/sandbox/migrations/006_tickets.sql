-- Short-lived, single-purpose, single-use tickets that stand in for the session token in URLs
-- (the hub's WebSocket address, image and file downloads): OWASP ASVS 5.0 14.2.1.
create table tickets (
  ticket_hash text primary key,
  purpose text not null,
  session_id uuid not null references sessions(id),
  account_id uuid not null references accounts(id),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index tickets_expiry on tickets (expires_at);
