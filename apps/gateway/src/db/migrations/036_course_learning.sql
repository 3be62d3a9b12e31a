-- The youth's course player (issue 16 item 3; spec §7 side-menu, watching progress, pop-quiz-submit, lesson
-- complete). ADR 0080. Every row belongs to one enrolment (031_course_enrolments.sql): a youth's progress is read and
-- written only through their own enrolment.

-- Per content: where a video or audio stopped, whether it is done, and a quiz's best try.
create table course_content_progress (
  enrolment_id bigint not null references course_enrolments(id) on delete cascade,
  content_id bigint not null references course_contents(id) on delete cascade,
  position_seconds integer not null default 0 check (position_seconds between 0 and 86400),
  duration_seconds integer check (duration_seconds between 1 and 86400),
  completed_at timestamptz,
  quiz_total numeric(10, 2),
  quiz_obtained numeric(10, 2),
  quiz_pass_marks numeric(10, 2),
  quiz_passed boolean,
  updated_at timestamptz not null default now(),
  primary key (enrolment_id, content_id)
);
create index course_content_progress_content on course_content_progress (content_id);

-- Lessons the learner completed.
create table course_lesson_completions (
  enrolment_id bigint not null references course_enrolments(id) on delete cascade,
  lesson_id bigint not null references course_lessons(id) on delete cascade,
  completed_at timestamptz not null default now(),
  primary key (enrolment_id, lesson_id)
);
create index course_lesson_completions_lesson on course_lesson_completions (lesson_id);

-- The content the learner opened last (the player resumes there), and when the course was completed.
alter table course_enrolments add column last_content_id bigint references course_contents(id) on delete set null;
alter table course_enrolments add column completed_at timestamptz;
