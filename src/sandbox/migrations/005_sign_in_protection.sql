-- Consecutive failed sign-ins per operator; five lock the operator's sign-in for thirty minutes.
alter table users add column failed_sign_ins integer not null default 0;
alter table users add column sign_in_locked_until timestamptz;
