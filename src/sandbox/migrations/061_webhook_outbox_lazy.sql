-- The webhook outbox writer of 041, which ran for every posting, transfer, payment and charge it
-- watches, now looks for an active webhook with a url before anything else: a bank whose accounts
-- set none (most of them) no longer turns each row into JSON only to write nothing. What it writes
-- when there is one is unchanged.
create or replace function queue_webhook_event() returns trigger language plpgsql as $$
declare
  v_row jsonb;
  v_at timestamptz;
begin
  if not exists (select 1 from webhooks w
                  where w.account_id = new.account_id and w.type = tg_argv[0] and w.is_active and w.url is not null) then
    return null;
  end if;
  v_row := to_jsonb(new);
  v_at := coalesce((v_row ->> tg_argv[1])::timestamptz, now());
  insert into webhook_events (webhook_id, account_id, type, source, next_attempt_at, created_at)
  select w.id, w.account_id, w.type, v_row, v_at, v_at
    from webhooks w
   where w.account_id = new.account_id and w.type = tg_argv[0] and w.is_active and w.url is not null;
  return null;
end;
$$;
