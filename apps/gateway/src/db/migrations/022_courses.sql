-- Courses of a training institute (issue 15 item 1; spec §3 course and course_post fields, course type and
-- difficulty numbering; §4 active/inactive, publish/unpublish, archive; §5 course end date after start date).
-- Tenancy: institute_id (a content provider reads and writes its own institute's rows only). The descriptive fields
-- are plain text. The cover is a public image of `files` (006_files.sql); skills link the reference list (004).

create table courses (
  id bigserial primary key,
  institute_id bigint not null references institutes(id),
  -- "C" and the id, six digits (the predecessor's course code prefix); set right after the insert
  code text unique,
  course_type smallint not null check (course_type between 1 and 4),
  title text not null check (length(title) between 1 and 1000),
  title_en text check (length(title_en) <= 500),
  duration_hours integer not null check (duration_hours between 1 and 10000),
  -- whole Taka, 0 = free
  fee integer not null default 0 check (fee between 0 and 1000000),
  language_medium smallint not null check (language_medium between 1 and 2),
  level smallint not null check (level between 1 and 3),
  overview text,
  overview_en text,
  target_group text,
  target_group_en text,
  objectives text,
  objectives_en text,
  contents text,
  contents_en text,
  training_methodology text,
  training_methodology_en text,
  evaluation_system text,
  evaluation_system_en text,
  prerequisite text,
  prerequisite_en text,
  eligibility text,
  eligibility_en text,
  cover_file_id uuid references files(id),
  -- course_post fields
  publish_date date,
  nature text,
  difficulty smallint check (difficulty between 1 and 3),
  learner_type text,
  category text,
  start_date date,
  end_date date,
  row_status smallint not null default 1 check (row_status in (0, 1)),
  publication_status text not null default 'draft' check (publication_status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  created_by bigint references users(id),
  updated_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint courses_end_after_start check (start_date is null or end_date is null or end_date > start_date)
);
create index courses_institute on courses (institute_id, id desc);

create table course_skills (
  course_id bigint not null references courses(id) on delete cascade,
  skill_id bigint not null references skills(id),
  primary key (course_id, skill_id)
);
create index course_skills_skill on course_skills (skill_id);
