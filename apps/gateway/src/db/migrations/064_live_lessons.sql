-- Live lessons (issue 16 item 3; ADR 0114): a lesson of kind 4 holds one class at a time — its start, its length and
-- a video room whose name the gateway made (128 random bits; its address is VIDEO_CONF_BASE_URL/<room>). The row
-- goes with the lesson, or when the lesson becomes another kind.
create table course_live_lessons (
  lesson_id bigint primary key references course_lessons(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  starts_at timestamptz not null,
  duration_minutes integer not null check (duration_minutes between 15 and 480),
  room text not null unique check (length(room) between 20 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- the youth's calendar reads a course's classes in a range
create index course_live_lessons_course on course_live_lessons (course_id, starts_at);

-- Who joined a live class: the enrolment, when first and last, how often. Joining makes the lesson live (3) for that
-- learner; the class's end then completes it (course_lesson_completions, as every lesson).
create table course_live_attendance (
  enrolment_id bigint not null references course_enrolments(id) on delete cascade,
  lesson_id bigint not null references course_live_lessons(lesson_id) on delete cascade,
  first_joined_at timestamptz not null default now(),
  last_joined_at timestamptz not null default now(),
  joins integer not null default 1 check (joins >= 1),
  primary key (enrolment_id, lesson_id)
);
