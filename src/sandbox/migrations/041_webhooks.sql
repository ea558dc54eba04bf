-- Webhooks (spec 000 §3 Webhook): one per account and type of event, with the secret that signs
-- its deliveries. url is null until the holder sets one; nothing is delivered without it.
create table webhooks (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  type text not null check (type in ('TRANSACTION', 'TRANSFER', 'PAYMENT', 'BILLING', 'PIX')),
  url text,
  mtls boolean not null default false,
  is_active boolean not null default true,
  secret text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, type)
);

-- The webhook outbox: an event of the account, written by the triggers below in the transaction that
-- caused it (so an event of work rolled back is never delivered, and one committed is never lost),
-- delivered afterwards by the delivery worker (src/sandbox/webhooks). seq orders the deliveries of
-- an account; id is what the receiver de-duplicates by. claimed_until is a worker's lease.
create table webhook_events (
  id uuid primary key default gen_random_uuid(),
  seq bigserial unique,
  webhook_id uuid not null references webhooks(id),
  account_id uuid not null references accounts(id),
  type text not null,
  source jsonb not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'DELIVERED', 'FAILED', 'CANCELED')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null,
  claimed_until timestamptz,
  last_attempt_at timestamptz,
  last_status_code int,
  last_answer text,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz not null
);
create index webhook_events_pending on webhook_events (account_id, seq) where status = 'PENDING';
create index webhook_events_due on webhook_events (next_attempt_at, seq) where status = 'PENDING';
create index webhook_events_log on webhook_events (webhook_id, seq desc);

-- The outbox writer: TG_ARGV[0] is the webhook type, TG_ARGV[1] the column holding the event's time
-- (the sandbox clock's, as every row has it). A row of an account without an active webhook with a
-- url costs one index probe and writes nothing.
create function queue_webhook_event() returns trigger language plpgsql as $$
declare
  v_row jsonb := to_jsonb(new);
  v_at timestamptz := coalesce((v_row ->> tg_argv[1])::timestamptz, now());
begin
  insert into webhook_events (webhook_id, account_id, type, source, next_attempt_at, created_at)
  select w.id, w.account_id, w.type, v_row, v_at, v_at
    from webhooks w
   where w.account_id = new.account_id and w.type = tg_argv[0] and w.is_active and w.url is not null;
  return null;
end;
$$;

-- A PIX received for a charge with a txid, in BACEN's webhook shape: the charge's txid comes along.
create function queue_pix_webhook_event() returns trigger language plpgsql as $$
declare
  v_txid text;
begin
  if new.type not like 'PIX%' or new.billing_id is null then return null; end if;
  select txid into v_txid from billings where id = new.billing_id;
  if v_txid is null then return null; end if;
  insert into webhook_events (webhook_id, account_id, type, source, next_attempt_at, created_at)
  select w.id, w.account_id, w.type, to_jsonb(new) || jsonb_build_object('txid', v_txid), new.created_at, new.created_at
    from webhooks w
   where w.account_id = new.account_id and w.type = 'PIX' and w.is_active and w.url is not null;
  return null;
end;
$$;

create trigger postings_webhook after insert on postings
  for each row execute function queue_webhook_event('TRANSACTION', 'executed_at');
create trigger transfers_webhook_created after insert on transfers
  for each row execute function queue_webhook_event('TRANSFER', 'updated_at');
create trigger transfers_webhook_status after update of status on transfers
  for each row when (old.status is distinct from new.status) execute function queue_webhook_event('TRANSFER', 'updated_at');
create trigger payments_webhook_created after insert on payments
  for each row execute function queue_webhook_event('PAYMENT', 'updated_at');
create trigger payments_webhook_status after update of status on payments
  for each row when (old.status is distinct from new.status) execute function queue_webhook_event('PAYMENT', 'updated_at');
create trigger billings_webhook_created after insert on billings
  for each row execute function queue_webhook_event('BILLING', 'updated_at');
create trigger billings_webhook_status after update of status on billings
  for each row when (old.status is distinct from new.status) execute function queue_webhook_event('BILLING', 'updated_at');
create trigger receives_webhook_pix after insert on receives
  for each row execute function queue_pix_webhook_event();
