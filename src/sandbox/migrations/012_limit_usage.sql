-- Limit usage kept in the limit rows (docs/sandbox-account-services.md, "Limits"): used_cents is
-- what the account's debits of the product took in the window that starts at used_since (the São
-- Paulo day for DAILY, the night for NIGHTLY), so a check reads the locked row instead of summing
-- the day's postings, and its cost does not grow with the day's volume. A row whose window has
-- passed counts again, once, from the postings of the new window.
alter table account_limits add column used_cents bigint not null default 0 check (used_cents >= 0);
alter table account_limits add column used_since timestamptz;

-- Checks a debit against the account's limits of the product and, when it fits, counts it: answers
-- null, or what refused it ({period, limit, used}), or {missing: true} when the account has no
-- limit rows yet. Raises whose 24 hours have passed become the limit first. Call it with the
-- account locked, inside the transaction that posts the debit; its rows stay locked until the end.
create function use_limit(
  p_account uuid, p_product text, p_amount bigint, p_entities text[],
  p_day_from timestamptz, p_day_to timestamptz, p_night_from timestamptz, p_night_to timestamptz, p_at timestamptz
) returns jsonb language plpgsql as $$
declare
  v_row record;
  v_from timestamptz;
  v_to timestamptz;
  v_used bigint;
  v_rows int := 0;
  v_daily bigint;
  v_nightly bigint;
begin
  if exists (select 1 from account_limits where account_id = p_account and effective_at <= p_at) then
    update account_limits
       set amount_cents = requested_cents, requested_cents = null, requested_at = null, effective_at = null,
           updated_at = effective_at
     where account_id = p_account and effective_at <= p_at;
  end if;
  for v_row in
    select period, amount_cents, used_cents, used_since from account_limits
     where account_id = p_account and product = p_product
     order by period for update
  loop
    v_rows := v_rows + 1;
    if v_row.period = 'DAILY' then
      v_from := p_day_from;
      v_to := p_day_to;
    elsif p_night_from is not null then
      v_from := p_night_from;
      v_to := p_night_to;
    else
      continue;
    end if;
    if v_row.used_since = v_from then
      v_used := v_row.used_cents;
    else
      select coalesce(-sum(amount_cents), 0) into v_used from postings
       where account_id = p_account and amount_cents < 0 and entity = any(p_entities)
         and executed_at >= v_from and executed_at < v_to;
    end if;
    if v_used + p_amount > v_row.amount_cents then
      return jsonb_build_object('period', v_row.period, 'limit', v_row.amount_cents, 'used', v_used);
    end if;
    if v_row.period = 'DAILY' then
      v_daily := v_used + p_amount;
    else
      v_nightly := v_used + p_amount;
    end if;
  end loop;
  if v_rows = 0 then
    return jsonb_build_object('missing', true);
  end if;
  if v_daily is not null then
    update account_limits set used_cents = v_daily, used_since = p_day_from
     where account_id = p_account and product = p_product and period = 'DAILY';
  end if;
  if v_nightly is not null then
    update account_limits set used_cents = v_nightly, used_since = p_night_from
     where account_id = p_account and product = p_product and period = 'NIGHTLY';
  end if;
  return null;
end
$$;
