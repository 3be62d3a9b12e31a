-- The courses of a program (issue 15 item 4; spec §3 course type program, §7 program course add, remove and serial).
-- A program (a course of type 4) lists other courses of its institute in a gap-free serial 1…n. The gateway locks the
-- program's course row before each change, so concurrent changes take turns; the unique serial is checked at commit
-- (deferred) so a reorder may pass through a moment where two rows share a place.
create table program_courses (
  program_id bigint not null references courses(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  serial integer not null check (serial >= 1),
  created_at timestamptz not null default now(),
  primary key (program_id, course_id),
  constraint program_courses_not_itself check (program_id <> course_id),
  constraint program_courses_order unique (program_id, serial) deferrable initially deferred
);
create index program_courses_course on program_courses (course_id);
