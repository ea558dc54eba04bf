-- The approval of transfers in one statement (docs/sandbox-money.md, "The approval in one
-- statement"): the server prepares each approval (its movement's postings with their metadata, the
-- receiver's message and receive, the outcome) after checking the electronic password against the
-- user's digest it holds in memory; one call of approve_transfers then locks the transfers and the
-- accounts once, in id order, and for each approval in turn checks what the memory cannot vouch for
-- and decides on its own: the session still open, the digest and the bank's approval method as they
-- were, the approver not locked out, the transfer still waiting, the funds, the limits. A refusal
-- writes nothing and answers why, and the server then takes the step-by-step path, which gives
-- every refusal its usual answer. Several approvals in one call share one commit.

-- One approval, with its accounts and transfer already locked; answers its outcome.
create function approve_transfer(p jsonb) returns jsonb language plpgsql as $$
declare
  v_at timestamptz := (p->>'at')::timestamptz;
  v_id uuid := (p->>'transfer')::uuid;
  v_movement uuid := (p->'movement'->>'id')::uuid;
  v_postings jsonb := p->'postings';
  v_open boolean;
  v_current boolean;
  v_locked boolean;
  v_status text;
  v_owner uuid;
  v_posting jsonb;
  v_account record;
  v_key text;
  v_amount bigint;
  v_balance bigint;
  v_running jsonb := '{}';
  v_blocked jsonb := '{}';
  v_balances jsonb := '[]';
  v_limit jsonb;
  v_failed int;
  v_message text;
  v_accounts jsonb;
begin
  select exists (select 1 from sessions
                  where id = (p->>'session')::uuid and signed_out_at is null
                    and (not a2f_required or a2f_confirmed_at is not null)),
         exists (select 1 from users
                  where id = (p->>'user')::uuid and password_hash = p->>'passwordHash'
                    and electronic_password_digest = p->>'digest')
         and exists (select 1 from merchants
                      where id = p->>'merchant'
                        and upper(coalesce(configuration->>'methodApproveTransaction', 'PASSWORD')) not in ('TOKEN', 'PASSWORD_TOKEN')),
         exists (select 1 from approval_lockouts where holder = p->>'approver' and locked_until > v_at)
    into v_open, v_current, v_locked;
  if not v_open then
    return jsonb_build_object('outcome', 'SESSION_CLOSED');
  end if;
  if not v_current then
    return jsonb_build_object('outcome', 'STALE_CREDENTIALS');
  end if;
  if v_locked then
    return jsonb_build_object('outcome', 'APPROVALS_LOCKED');
  end if;
  select status, account_id into v_status, v_owner from transfers where id = v_id;
  if not found or v_owner <> (p->>'account')::uuid then
    return jsonb_build_object('outcome', 'NOT_FOUND');
  end if;
  if v_status <> 'CREATED' then
    return jsonb_build_object('outcome', 'NOT_PENDING', 'status', v_status);
  end if;

  -- A debit may not take the available balance below zero, posting by posting, as postMovement checks.
  for i in 0 .. jsonb_array_length(v_postings) - 1 loop
    v_posting := v_postings->i;
    v_key := v_posting->>'account';
    v_amount := (v_posting->>'amount')::bigint;
    select balance_cents, blocked_debit_cents, blocked_credit_cents, can_negative_balance, kind into v_account
      from accounts where id = v_key::uuid;
    if not found then
      raise exception 'posting to an unknown account %', v_key;
    end if;
    v_balance := coalesce((v_running->>v_key)::bigint, v_account.balance_cents) + v_amount;
    if v_amount < 0 and not v_account.can_negative_balance and v_balance - v_account.blocked_debit_cents < 0 then
      return jsonb_build_object('outcome', 'INSUFFICIENT_FUNDS');
    end if;
    v_running := v_running || jsonb_build_object(v_key, v_balance);
    if v_account.kind = 'CUSTOMER' then
      v_blocked := v_blocked || jsonb_build_object(v_key, jsonb_build_array(v_account.blocked_credit_cents, v_account.blocked_debit_cents));
    end if;
    v_balances := v_balances || to_jsonb(v_balance);
  end loop;

  if jsonb_typeof(p->'limit') = 'object' then
    v_limit := use_limit(
      (p->>'account')::uuid, p->'limit'->>'product', (p->'limit'->>'amount')::bigint,
      array(select jsonb_array_elements_text(p->'limit'->'entities')),
      (p->'limit'->>'dayFrom')::timestamptz, (p->'limit'->>'dayTo')::timestamptz,
      (p->'limit'->>'nightFrom')::timestamptz, (p->'limit'->>'nightTo')::timestamptz, v_at);
    if v_limit is not null then
      return jsonb_build_object('outcome', 'LIMIT', 'limit', v_limit);
    end if;
  end if;

  insert into movements (id, entity, description, executed_at, created_at)
  values (v_movement, p->'movement'->>'entity', p->'movement'->>'description', v_at, v_at);
  for i in 0 .. jsonb_array_length(v_postings) - 1 loop
    v_posting := v_postings->i;
    insert into postings (id, movement_id, account_id, amount_cents, balance_after_cents, description, entity, metadata,
                          relation_id, can_reverse, executed_at)
    values ((v_posting->>'id')::uuid, v_movement, (v_posting->>'account')::uuid, (v_posting->>'amount')::bigint,
            (v_balances->>i)::bigint, v_posting->>'description', v_posting->>'entity',
            case when jsonb_typeof(v_posting->'metadata') = 'object' then v_posting->'metadata' end,
            (v_posting->>'relation')::uuid, coalesce((v_posting->>'canReverse')::boolean, false), v_at);
  end loop;
  for v_key in select jsonb_object_keys(v_running) loop
    update accounts set balance_cents = (v_running->>v_key)::bigint, updated_at = v_at where id = v_key::uuid;
  end loop;

  if jsonb_typeof(p->'receive') = 'object' then
    insert into receives (id, account_id, product_id, type, status, amount_cents, description, payer, creditor,
                          payer_account_id, payer_entity, billing_id, transfer_id, payment_id, key, end_to_end_id,
                          posting_id, can_reverse, created_at, updated_at)
    select id, account_id, product_id, type, status, amount_cents, description, payer, creditor,
           payer_account_id, payer_entity, billing_id, transfer_id, payment_id, key, end_to_end_id,
           posting_id, can_reverse, created_at, updated_at
      from jsonb_populate_record(null::receives, p->'receive');
  end if;
  if jsonb_typeof(p->'message') = 'object' then
    insert into messages (id, account_id, title, text, status, is_read, created_at)
    select id, account_id, title, text, status, false, created_at from jsonb_populate_record(null::messages, p->'message');
  end if;

  update transfers
     set status = p->'outcome'->>'status', movement_id = v_movement, approved_at = v_at, updated_at = v_at,
         completed_at = case when p->'outcome'->>'status' = 'COMPLETED' then v_at end,
         settle_at = (p->'outcome'->>'settleAt')::timestamptz, return_movement_id = null,
         message = coalesce(p->'outcome'->>'message', message)
   where id = v_id
  returning failed_attempts, message into v_failed, v_message;
  -- A right password ends the approver's run of wrong tries.
  delete from approval_lockouts where holder = p->>'approver';

  select coalesce(jsonb_agg(jsonb_build_object('id', k, 'balance_cents', (v_running->>k)::bigint,
                                               'blocked_credit_cents', (v_blocked->k->>0)::bigint,
                                               'blocked_debit_cents', (v_blocked->k->>1)::bigint) order by k::uuid), '[]')
    into v_accounts
    from jsonb_object_keys(v_blocked) k;
  return jsonb_build_object('outcome', 'APPROVED', 'failedAttempts', v_failed, 'message', v_message,
                            'balances', v_balances, 'accounts', v_accounts);
end
$$;

-- Approvals that share one commit: every transfer, then every account they post to, locked in id
-- order, as the step-by-step path locks them, so batches and single approvals never deadlock on
-- their order; then each approval decided on its own. Answers their outcomes in the same order.
create function approve_transfers(p_items jsonb) returns jsonb language plpgsql as $$
declare
  v_item jsonb;
  v_outcomes jsonb := '[]';
begin
  perform 1 from transfers
    where id in (select (x->>'transfer')::uuid from jsonb_array_elements(p_items) x)
    order by id for no key update;
  perform 1 from accounts
    where id in (select (y->>'account')::uuid from jsonb_array_elements(p_items) x, jsonb_array_elements(x->'postings') y)
    order by id for no key update;
  for v_item in select value from jsonb_array_elements(p_items) loop
    v_outcomes := v_outcomes || jsonb_build_array(approve_transfer(v_item));
  end loop;
  return v_outcomes;
end
$$;
