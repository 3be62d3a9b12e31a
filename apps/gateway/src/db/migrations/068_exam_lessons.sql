-- Assessment lessons: exams in the course player (issue 16 items 3 and 5; ADR 0119). A lesson of kind 2 holds one exam:
-- what it draws on in the institute's question bank (a question set, or the questions picked, as a quiz: ADR 0078),
-- how many questions each learner gets, the pass mark in percent and its length in minutes. The row goes with the
-- lesson, or when the lesson becomes another kind.
create table course_exam_lessons (
  lesson_id bigint primary key references course_lessons(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  question_set_id bigint references question_sets(id),
  question_count integer not null check (question_count between 1 and 200),
  pass_percent integer not null check (pass_percent between 1 and 100),
  duration_minutes integer not null check (duration_minutes between 5 and 300),
  updated_at timestamptz not null default now()
);
create index course_exam_lessons_set on course_exam_lessons (question_set_id) where question_set_id is not null;

create table course_exam_lesson_questions (
  lesson_id bigint not null references course_exam_lessons(lesson_id) on delete cascade,
  question_id bigint not null references questions(id),
  position integer not null check (position >= 1),
  primary key (lesson_id, question_id),
  unique (lesson_id, position)
);
create index course_exam_lesson_questions_question on course_exam_lesson_questions (question_id);

-- One learner's attempt: the questions drawn on the gateway, copied with their answers and marks (never sent), the
-- deadline from the gateway's clock, the answers saved (jsonb by question id) and, once marked, the marks. A learner
-- has at most two attempts of a lesson (the first and one retake after a failure) and one open at a time.
create table course_exam_attempts (
  id bigint generated always as identity primary key,
  lesson_id bigint not null references course_exam_lessons(lesson_id) on delete cascade,
  enrolment_id bigint not null references course_enrolments(id) on delete cascade,
  youth_id bigint not null references users(id),
  attempt integer not null check (attempt between 1 and 2),
  questions jsonb not null,
  pass_percent integer not null,
  started_at timestamptz not null default now(),
  deadline timestamptz not null,
  answers jsonb not null default '{}'::jsonb,
  saved_at timestamptz,
  submitted_at timestamptz,
  late boolean,
  total numeric(10, 2),
  obtained numeric(10, 2),
  pass_marks numeric(10, 2),
  passed boolean,
  unique (lesson_id, enrolment_id, attempt)
);
create unique index course_exam_attempts_open on course_exam_attempts (lesson_id, enrolment_id) where submitted_at is null;
create index course_exam_attempts_youth on course_exam_attempts (youth_id, id);
