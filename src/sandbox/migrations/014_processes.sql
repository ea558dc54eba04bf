-- Several processes of one sandbox (SANDBOX_WORKERS, docs/sandbox-processes.md) talk through
-- PostgreSQL's LISTEN/NOTIFY. A message longer than a notification carries (8000 bytes) waits
-- here, and its notification names the row; rows go after a few minutes.
create table bus_messages (
  id bigserial primary key,
  payload text not null,
  created_at timestamptz not null default now()
);

-- Hub connections negotiated and not yet opened, when the processes share one port: the WebSocket
-- may reach another process than the negotiate did. Single use (the row is deleted when claimed),
-- and short lived (expires_at, real time, as the hub's timers).
create table hub_negotiations (
  token_hash text primary key,
  connection_id uuid not null,
  account_id uuid not null,
  session_id uuid not null,
  expires_at timestamptz not null
);
