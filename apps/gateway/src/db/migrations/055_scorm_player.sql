-- SCORM lessons played by scorm-again (issue 16 item 3; ADR 0102).
--
-- A launch is a random token (only its SHA-256 is kept) bound to one youth and one SCORM lesson of a course they are
-- enrolled in, for two hours: the gateway's wrapper page, the package's files and the CMI commits are reached through
-- it, so no bearer token ever travels in an address.
create table scorm_launches (
  token_hash text primary key,
  youth_id bigint not null references users(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  lesson_id bigint not null references course_scorm_packages(lesson_id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index scorm_launches_expiry on scorm_launches (expires_at);

-- The learner's CMI data per youth and lesson, as the runtime committed it last (at most 64 KB as JSON), loaded on the
-- next launch so the learner resumes. `version` counts the commits.
create table scorm_cmi (
  youth_id bigint not null references users(id) on delete cascade,
  lesson_id bigint not null references course_scorm_packages(lesson_id) on delete cascade,
  cmi jsonb not null,
  version integer not null default 1 check (version >= 1),
  updated_at timestamptz not null default now(),
  primary key (youth_id, lesson_id)
);
