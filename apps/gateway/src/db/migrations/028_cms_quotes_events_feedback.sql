-- The rest of the public site's content (issue 17 item 1), kept by the resource engine (columns = the fields of
-- libs/shared/resources/src/lib/definitions/cms-more.ts): quotation sliders (spec §7 quotation-sliders with swap and
-- status), events with their dates and venue, recent activities; and visitor feedback — the public contact form's
-- messages (001's contact_messages) gain the engine's bookkeeping columns so admins list and read them.

create table quotation_sliders (
  id bigserial primary key,
  title text not null,
  title_en text,
  author text,
  author_en text,
  display_order integer,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index quotation_sliders_public on quotation_sliders (display_order, id) where deleted_at is null and row_status = 1;

create table events (
  id bigserial primary key,
  title text not null,
  title_en text,
  starts_on date not null,
  ends_on date,
  venue text,
  venue_en text,
  details text,
  details_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  check (ends_on is null or ends_on >= starts_on)
);
create index events_public on events (starts_on, id) where deleted_at is null and row_status = 1;

create table recent_activities (
  id bigserial primary key,
  title text not null,
  title_en text,
  details text,
  details_en text,
  image text,
  activity_on date not null,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index recent_activities_public on recent_activities (activity_on desc, id desc)
  where deleted_at is null and row_status = 1;

alter table contact_messages
  add column row_status smallint not null default 1,
  add column created_by bigint,
  add column updated_by bigint,
  add column updated_at timestamptz not null default now(),
  add column deleted_at timestamptz;
create index contact_messages_list on contact_messages (created_at desc, id desc) where deleted_at is null;
