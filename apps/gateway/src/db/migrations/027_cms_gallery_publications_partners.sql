-- More of the content the youth portal shows (issue 17 item 1), kept by the resource engine (columns = the fields of
-- libs/shared/resources/src/lib/definitions/cms-gallery.ts): gallery albums and their items, publications, partners
-- and the logo docks of the header and footer. Images and files are public files of `files` (006_files.sql).

-- spec §4 album type: 1 image, 2 video
create table gallery_albums (
  id bigserial primary key,
  album_type smallint not null check (album_type in (1, 2)),
  title text not null,
  title_en text,
  cover_image text,
  display_order integer,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index gallery_albums_public on gallery_albums (display_order, id) where deleted_at is null and row_status = 1;

-- spec §4 content type: 1 image, 2 Facebook video, 3 YouTube video, 4 YouTube video link; an image item has its
-- image, a video item its https address on the provider's hosts (checked by the definition's schema)
create table gallery_contents (
  id bigserial primary key,
  gallery_album_id bigint not null references gallery_albums (id),
  content_type smallint not null check (content_type in (1, 2, 3, 4)),
  title text not null,
  title_en text,
  image text,
  facebook_url text,
  youtube_url text,
  display_order integer,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index gallery_contents_album on gallery_contents (gallery_album_id, display_order, id)
  where deleted_at is null and row_status = 1;

create table publications (
  id bigserial primary key,
  title text not null,
  title_en text,
  author text not null,
  author_en text,
  description text,
  description_en text,
  file_path text not null,
  published_on date,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index publications_public on publications (published_on desc nulls last, id desc)
  where deleted_at is null and row_status = 1;

create table partners (
  id bigserial primary key,
  title text not null,
  title_en text,
  logo text not null,
  link text,
  display_order integer,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index partners_public on partners (display_order, id) where deleted_at is null and row_status = 1;

-- spec settings "logo dock, appears in (header or footer)": 1 header, 2 footer
create table logo_docks (
  id bigserial primary key,
  title text not null,
  title_en text,
  logo text not null,
  link text,
  appears_in smallint not null check (appears_in in (1, 2)),
  display_order integer,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index logo_docks_public on logo_docks (appears_in, display_order, id) where deleted_at is null and row_status = 1;
