-- Account opening (docs/account-opening.md). A registration is an account of status REGISTERING
-- with no branch and no number yet: both come with the approval, with its first operator.
alter table accounts alter column branch_id drop not null;
alter table accounts alter column number drop not null;
alter table accounts add column product_id uuid;
alter table accounts add column referral_id text;
alter table accounts add column tags text[] not null default '{}';
alter table accounts add column status_message text;
create index accounts_status on accounts (merchant_id, status, created_at desc) where kind = 'CUSTOMER';

-- Account numbers of approved registrations: five digits and a check digit, from 20001 on.
create sequence account_number_base start 20001;

-- The onboarding credential: who started a registration (REGISTRATION, days) or the link that
-- continues it on a phone (HANDOFF, minutes, single use). Kept only as the hash of the token.
create table registration_credentials (
  token_hash text primary key,
  account_id uuid not null references accounts(id),
  kind text not null check (kind in ('REGISTRATION', 'HANDOFF')),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null
);
create index registration_credentials_account on registration_credentials (account_id);

-- A company's legal representatives and partners (spec 000 §3 Answerable). authorize: the person
-- operates the account once it opens.
create table answerables (
  account_id uuid not null references accounts(id),
  person_id uuid not null references people(id),
  authorize boolean not null default false,
  is_partner boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (account_id, person_id)
);

-- Six-digit tokens that validate a phone or an e-mail (spec 000 §4), salted and hashed.
create table validation_tokens (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  target text not null check (target in ('PHONE', 'CONTACT')),
  target_id uuid not null,
  salt text not null,
  code_hash text not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index validation_tokens_target on validation_tokens (target_id, created_at desc);

-- Documents of a person (spec 001 §3 attachment types), bytes in the database.
create table person_files (
  id uuid primary key,
  account_id uuid not null references accounts(id),
  person_id uuid not null references people(id),
  name text not null,
  extension text not null,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
  length integer not null check (length > 0),
  sha256 text not null,
  content bytea not null,
  created_at timestamptz not null,
  deleted_at timestamptz
);
create index person_files_person on person_files (person_id, created_at) where deleted_at is null;

-- A person's profile image (GET and PUT .../People/{personId}/Image).
create table person_images (
  person_id uuid primary key references people(id),
  content_type text not null check (content_type in ('image/jpeg', 'image/png')),
  length integer not null,
  content bytea not null,
  updated_at timestamptz not null
);

-- Every SMS and e-mail the bank sent: the sandbox's outbox (GET /api/Sandbox/Outbox).
create table sent_messages (
  id uuid primary key,
  channel text not null check (channel in ('SMS', 'EMAIL')),
  recipient text not null,
  subject text,
  body text not null,
  purpose text not null,
  account_id uuid references accounts(id),
  created_at timestamptz not null
);
create index sent_messages_created on sent_messages (created_at desc);

-- Face-match scores a tester forces for an account (POST /api/Sandbox/Accounts/{id}/FaceMatch).
create table forced_face_match_scores (
  account_id uuid primary key references accounts(id),
  score integer not null check (score between 0 and 100),
  created_at timestamptz not null
);

-- The workflow engine (src/sandbox/workflows): versions of a product's workflow definition, one
-- published at most, and the instances that run on them, each for one subject (an account, a card).
create table workflow_definitions (
  id uuid primary key,
  product_id uuid not null,
  version integer not null check (version > 0),
  definition jsonb not null,
  published boolean not null default false,
  created_at timestamptz not null,
  published_at timestamptz,
  unique (product_id, version)
);
create unique index workflow_definitions_published on workflow_definitions (product_id) where published;

create table workflow_instances (
  id uuid primary key,
  definition_id uuid not null references workflow_definitions(id),
  subject_type text not null,
  subject_id uuid not null,
  activity text not null,
  status text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  finished_at timestamptz
);
create unique index workflow_instances_subject on workflow_instances (subject_type, subject_id);
create index workflow_instances_activity on workflow_instances (definition_id, activity);

create table workflow_steps (
  id uuid primary key,
  seq bigint generated by default as identity,
  instance_id uuid not null references workflow_instances(id),
  from_activity text,
  to_activity text not null,
  action text not null,
  actor text not null,
  note text,
  data jsonb,
  created_at timestamptz not null
);
create index workflow_steps_instance on workflow_steps (instance_id, seq);
