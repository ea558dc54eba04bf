-- The profile form (spec 001 §2 and §5) saves the user's name, e-mail and phone; what else a bank adds
-- to its profile schema (schemas/profile.schema.json) is kept as it came.
alter table users add column phone text;
alter table users add column profile jsonb not null default '{}';
