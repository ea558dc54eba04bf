-- API credentials the holder makes and deletes (spec 000 §7 Credentials): each has an id (the
-- {userId} of DELETE /api/Accounts/Credentials/{userId}), a name, and who made it. The secret is
-- kept only as a hash; a deleted credential stays for the sessions that name it, and grants nothing.
alter table api_clients add column id uuid not null default gen_random_uuid();
alter table api_clients add column name text not null default '';
alter table api_clients add column created_by uuid references users(id);
alter table api_clients add column deleted_at timestamptz;
create unique index api_clients_id on api_clients (id);
create index api_clients_account on api_clients (account_id, created_at);
create index sessions_client on sessions (client_id) where client_id is not null and signed_out_at is null;
