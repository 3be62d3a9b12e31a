-- The structure of a course (issue 15 item 2; spec §3 module kinds 1 module, 2 assessment, 3 assignment, 4 scorm;
-- lesson kinds 1 lesson, 2 assessment, 3 assignment, 4 live lesson, 5 scorm content; content types 1 video, 2 audio,
-- 3 file, 4 quiz, 5 text). A course has modules, a module lessons, a lesson contents; each level keeps a gap-free
-- order 1…n (position). Lessons and contents carry their course so every read and write is scoped through the
-- course's institute in one join. Every change of a course's structure locks the course row first (the gateway), so
-- concurrent swaps and moves take turns; the unique orders are checked at commit (deferred) so a swap may pass
-- through a moment where two rows share a place.

create table course_modules (
  id bigserial primary key,
  course_id bigint not null references courses(id) on delete cascade,
  kind smallint not null check (kind between 1 and 4),
  title text not null check (length(title) between 1 and 500),
  title_en text check (length(title_en) <= 500),
  position integer not null check (position >= 1),
  created_by bigint references users(id),
  updated_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_modules_order unique (course_id, position) deferrable initially deferred
);

create table course_lessons (
  id bigserial primary key,
  module_id bigint not null references course_modules(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  kind smallint not null check (kind between 1 and 5),
  title text not null check (length(title) between 1 and 500),
  title_en text check (length(title_en) <= 500),
  position integer not null check (position >= 1),
  created_by bigint references users(id),
  updated_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_lessons_order unique (module_id, position) deferrable initially deferred
);
create index course_lessons_course on course_lessons (course_id);

create table course_contents (
  id bigserial primary key,
  lesson_id bigint not null references course_lessons(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  content_type smallint not null check (content_type between 1 and 5),
  title text not null check (length(title) between 1 and 500),
  title_en text check (length(title_en) <= 500),
  position integer not null check (position >= 1),
  -- a text content: rich text as the gateway sanitised it
  body text,
  -- a video or audio content: an https address
  url text check (url is null or url like 'https://%'),
  -- a file content (or, later, an uploaded video or audio): a file of 006_files.sql
  file_id uuid references files(id),
  created_by bigint references users(id),
  updated_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_contents_order unique (lesson_id, position) deferrable initially deferred,
  constraint course_contents_text check (content_type <> 5 or body is not null),
  constraint course_contents_file check (content_type <> 3 or file_id is not null)
);
create index course_contents_course on course_contents (course_id);
create index course_contents_file on course_contents (file_id) where file_id is not null;
