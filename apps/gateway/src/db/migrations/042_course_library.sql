-- The content library of issue 15 item 3 (`/existing-content`; spec admin menu "content library, content category";
-- ADR 0091): an institute keeps contents it reuses across courses — a text, a video or audio address, a document —
-- named, typed, categorised, with keywords and a level, and imports any of them into a lesson of its courses (the
-- gateway copies it: the lesson's content is the course's own from then on). Both tables are resources of the generic
-- engine (libs/shared/resources definitions/course-library.ts); the library is tenant-scoped by institute (ADR 0083).

-- The categories of library contents: one list for the platform, kept by its administrators.
create table content_categories (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table course_library_contents (
  id bigserial primary key,
  institute_id bigint not null references institutes(id),
  category_id bigint references content_categories(id),
  title text not null,
  title_en text,
  -- COURSE_CONTENT_TYPE of the contract: 1 video, 2 audio, 3 file, 5 text (a quiz is reused through the question bank)
  content_type smallint not null check (content_type in (1, 2, 3, 5)),
  level smallint,
  keywords text,
  -- a video or audio: its https address; a text: plain text (the import turns it into the lesson's sanitised markup);
  -- a file: the stored path of an upload (`/files/<id>`, checked by size, type and content when it was received)
  url text,
  body text,
  attachment text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index course_library_contents_institute_id on course_library_contents (institute_id);
create index course_library_contents_category_id on course_library_contents (category_id);
