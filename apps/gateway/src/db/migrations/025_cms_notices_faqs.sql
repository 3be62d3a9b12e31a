-- Notices and news, and FAQs of the youth portal (issue 17 item 1; spec §4 notice type 1 notice, 2 news), kept by
-- the resource engine (definitions/cms.ts). A notice shows from its publication date; its attachment is a public
-- file of `files` (006_files.sql). FAQs run in display order.

create table notices (
  id bigserial primary key,
  notice_type smallint not null check (notice_type in (1, 2)),
  title text not null,
  title_en text,
  details text not null,
  details_en text,
  attachment text,
  published_on date not null,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index notices_public on notices (published_on desc, id desc) where deleted_at is null and row_status = 1;

create table faqs (
  id bigserial primary key,
  title text not null,
  title_en text,
  answer text not null,
  answer_en text,
  display_order integer,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index faqs_public on faqs (display_order, id) where deleted_at is null and row_status = 1;
