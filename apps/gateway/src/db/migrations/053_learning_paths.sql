-- Learning paths (issue 16 item 4; spec §2 youth /learning-path, /my-learning-path, /suggested-learning-path; §7
-- learning-path and suggested-learning-path with details and enroll). ADR 0100.
--
-- A learning path is an institute's ordered set of its published courses toward one occupation, authored on the lms
-- portal by the institute's content providers (another institute's path is as missing as one that does not exist).
-- Only a published path is public. A youth enrols in a path (once; enrolling again changes nothing); enrolment into
-- each course still goes through the course's own enrolment and payment, so a path's progress is read from the
-- youth's course enrolments and certificates, never stored here.

create table learning_paths (
  id bigserial primary key,
  institute_id bigint not null references institutes(id),
  title text not null,
  title_en text,
  description text,
  description_en text,
  occupation_id bigint not null references occupations(id),
  published boolean not null default false,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index learning_paths_institute on learning_paths (institute_id, id desc);
create index learning_paths_published on learning_paths (id desc) where published;

-- The courses of a path in their order 1…n (gap-free: the gateway rewrites the whole list on each save).
create table learning_path_courses (
  path_id bigint not null references learning_paths(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  serial integer not null check (serial >= 1),
  primary key (path_id, course_id),
  constraint learning_path_courses_order unique (path_id, serial)
);
create index learning_path_courses_course on learning_path_courses (course_id);

create table learning_path_enrolments (
  id bigserial primary key,
  path_id bigint not null references learning_paths(id) on delete cascade,
  youth_id bigint not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint learning_path_enrolments_once unique (youth_id, path_id)
);
create index learning_path_enrolments_youth on learning_path_enrolments (youth_id, id desc);
