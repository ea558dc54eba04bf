-- Two-factor sign-in with TOTP codes (RFC 6238: SHA-1, 6 digits, 30-second steps).
-- users.a2f_secret (001) holds the confirmed secret; a new one waits in a2f_pending_secret until
-- the person types its first code. a2f_last_step keeps the last time step accepted, so a code
-- works once. A session opened by a user with two-factor on stays limited until its code is
-- confirmed; five wrong codes close it.
alter table users add column a2f_pending_secret text;
alter table users add column a2f_enabled_at timestamptz;
alter table users add column a2f_last_step bigint;
alter table sessions add column a2f_required boolean not null default false;
alter table sessions add column a2f_confirmed_at timestamptz;
alter table sessions add column a2f_failures integer not null default 0;
