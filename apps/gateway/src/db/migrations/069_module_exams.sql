-- Module assessments (issue 16 item 3; ADR 0121): a module of kind 2 holds one exam over the module, with the rules of
-- an assessment lesson's (068_exam_lessons.sql; ADR 0119): what it draws on in the institute's question bank (a
-- question set, or the questions picked), how many questions each learner gets, the pass mark and its length. The row
-- goes with the module, or when the module becomes another kind.
create table course_module_exams (
  module_id bigint primary key references course_modules(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  question_set_id bigint references question_sets(id),
  question_count integer not null check (question_count between 1 and 200),
  pass_percent integer not null check (pass_percent between 1 and 100),
  duration_minutes integer not null check (duration_minutes between 5 and 300),
  updated_at timestamptz not null default now()
);
create index course_module_exams_course on course_module_exams (course_id);
create index course_module_exams_set on course_module_exams (question_set_id) where question_set_id is not null;

create table course_module_exam_questions (
  module_id bigint not null references course_module_exams(module_id) on delete cascade,
  question_id bigint not null references questions(id),
  position integer not null check (position >= 1),
  primary key (module_id, question_id),
  unique (module_id, position)
);
create index course_module_exam_questions_question on course_module_exam_questions (question_id);

-- One runner, two owners: an attempt belongs to a lesson's exam or to a module's, never both; the rules of the
-- attempts (two at most, one open at a time) hold for each owner.
alter table course_exam_attempts alter column lesson_id drop not null;
alter table course_exam_attempts
  add column module_id bigint references course_module_exams(module_id) on delete cascade;
alter table course_exam_attempts
  add constraint course_exam_attempts_owner check (num_nonnulls(lesson_id, module_id) = 1);
alter table course_exam_attempts
  add constraint course_exam_attempts_module_attempt unique (module_id, enrolment_id, attempt);
create unique index course_exam_attempts_module_open on course_exam_attempts (module_id, enrolment_id)
  where submitted_at is null and module_id is not null;
