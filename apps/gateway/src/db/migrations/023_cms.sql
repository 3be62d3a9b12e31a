-- The content the youth portal shows (issue 17 item 1), kept by the resource engine (ADR 0040; columns = the
-- definitions' fields in libs/shared/resources/src/lib/definitions/cms.ts). Sliders: the youth home's banners, each a
-- public image of `files` (006_files.sql) with an optional link, in display order, shown within an optional window
-- of dates (starts_on .. ends_on, both included).

create table sliders (
  id bigserial primary key,
  title text not null,
  title_en text,
  image text not null,
  link text,
  display_order integer,
  starts_on date,
  ends_on date,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
-- the public read: live, active sliders in order
create index sliders_public on sliders (display_order, id) where deleted_at is null and row_status = 1;
