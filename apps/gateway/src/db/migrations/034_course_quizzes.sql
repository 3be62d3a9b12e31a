-- Quiz contents of a course's lessons (issue 15 items 2 and 7; ADR 0078). A content of type 4 (quiz) draws on its
-- institute's question bank: either a question set (its questions as they are when a learner takes the quiz) or the
-- questions picked, in order. Each learner gets `question_count` of them and passes at `pass_percent` of their marks;
-- the question engine marks a quiz (markQuiz). A question or question set a quiz uses cannot be deleted (the gateway
-- says errors.in_use; the foreign keys keep it so).

create table course_quizzes (
  content_id bigint primary key references course_contents(id) on delete cascade,
  question_set_id bigint references question_sets(id),
  question_count integer not null check (question_count between 1 and 200),
  pass_percent integer not null check (pass_percent between 1 and 100)
);
create index course_quizzes_set on course_quizzes (question_set_id) where question_set_id is not null;

create table course_quiz_questions (
  content_id bigint not null references course_quizzes(content_id) on delete cascade,
  question_id bigint not null references questions(id),
  position integer not null check (position >= 1),
  primary key (content_id, question_id),
  unique (content_id, position)
);
create index course_quiz_questions_question on course_quiz_questions (question_id);

-- SCORM packages imported as lessons (issue 15 item 3; ADR 0078): one package per lesson of kind 5 (SCORM content),
-- what its manifest says, and each file of the package kept through the storage port under its path in the package.
create table course_scorm_packages (
  lesson_id bigint primary key references course_lessons(id) on delete cascade,
  version text not null check (version in ('1.2', '2004')),
  title text not null check (length(title) between 1 and 500),
  launch_href text not null check (length(launch_href) between 1 and 1000),
  scos integer not null check (scos >= 1),
  files integer not null check (files >= 1),
  bytes bigint not null check (bytes >= 0),
  original_name text not null,
  created_by bigint references users(id),
  created_at timestamptz not null default now()
);

create table course_scorm_files (
  lesson_id bigint not null references course_scorm_packages(lesson_id) on delete cascade,
  path text not null check (length(path) between 1 and 500),
  storage_key text not null,
  size_bytes bigint not null check (size_bytes >= 0),
  mime_type text not null,
  primary key (lesson_id, path)
);
