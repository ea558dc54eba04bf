-- "Indique um amigo" (spec 001 §2): each customer account's invitation code. A registration opened
-- from the link carries it as its referralId (accounts.referral_id, 020_account_opening.sql), so the
-- people an account invited are the accounts whose referral_id is its code.

alter table accounts add column referral_code text unique check (referral_code ~ '^[0-9A-Za-z_-]{1,64}$');

create index accounts_referral_id on accounts (referral_id) where referral_id is not null;
