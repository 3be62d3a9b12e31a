-- The freelance corner (issue 18 item 5, ADR 0099): a youth's offers of services with their skills, and the messages
-- signed-in visitors send about them. An offer's youth alone manages it; the public reads active offers of active
-- youth. A message keeps its sender so that the offering youth (and no one else) sees whom to answer.
create table freelance_offers (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  title text not null,
  title_en text,
  description text not null,
  rate_amount numeric(12, 2) not null check (rate_amount >= 0),
  rate_unit text not null check (rate_unit in ('hourly', 'daily', 'fixed')),
  availability text,
  status text not null default 'active' check (status in ('active', 'paused')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index freelance_offers_listed on freelance_offers (updated_at desc, id desc)
  where status = 'active' and deleted_at is null;
create index freelance_offers_youth on freelance_offers (youth_id, created_at desc) where deleted_at is null;

create table freelance_offer_skills (
  offer_id bigint not null references freelance_offers(id) on delete cascade,
  skill_id bigint not null references skills(id) on delete cascade,
  position int not null,
  primary key (offer_id, skill_id)
);
create index freelance_offer_skills_skill on freelance_offer_skills (skill_id);

create table freelance_messages (
  id bigserial primary key,
  offer_id bigint not null references freelance_offers(id) on delete cascade,
  sender_id bigint not null references users(id) on delete cascade,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now()
);
create index freelance_messages_offer on freelance_messages (offer_id, created_at desc);
-- the daily limit counts a sender's messages of the last day
create index freelance_messages_sender on freelance_messages (sender_id, created_at desc);
