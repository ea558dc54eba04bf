-- The electronic password's fast verifier (docs/sandbox-money.md, Approval): HMAC-SHA256 of the six
-- digits keyed by ELECTRONIC_PASSWORD_KEY, which is never stored here. Null until the password is
-- set, seeded or proven once with scrypt.
alter table users add column electronic_password_digest text;
