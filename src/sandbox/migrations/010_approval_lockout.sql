-- Wrong electronic passwords or tokens in a row per approver (`user:<id>` or `client:<id>`), on any
-- operation; five lock that approver's approvals for thirty minutes (docs/sandbox-money.md, Approval).
create table approval_lockouts (
  holder text primary key,
  failed_tries integer not null default 0,
  locked_until timestamptz
);
