-- The large holder form (spec 001 §3) gives a holder lists of phones, contacts and addresses; the
-- holder kept only its main address. Each list is kept as the form gave it, every item with an id.
alter table card_holders add column phones jsonb not null default '[]';
alter table card_holders add column contacts jsonb not null default '[]';
alter table card_holders add column addresses jsonb not null default '[]';
