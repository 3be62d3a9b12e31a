-- Course assignments (issue 15 item 6, issue 16 item 3; spec §3 lesson kind 3 assignment, §7 assignment submission
-- attachments and assignment results). ADR 0089. An assignment lesson carries one assignment; an enrolment has at
-- most one submission per assignment, replaced on resubmission until a marker saves its marks. Marks are written only
-- by the marking route (a provider or trainer of the course's institute), never from a youth's request.

create table course_assignments (
  lesson_id bigint primary key references course_lessons(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  -- rich text as the gateway sanitised it
  instructions text not null check (length(instructions) between 1 and 40000),
  total_marks integer not null check (total_marks between 1 and 1000),
  pass_marks integer not null check (pass_marks >= 0 and pass_marks <= total_marks),
  -- the last day a youth may submit (Asia/Dhaka), or none
  due_date date,
  file_required boolean not null default false,
  created_by bigint references users(id),
  updated_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index course_assignments_course on course_assignments (course_id);

create table course_assignment_submissions (
  id bigserial primary key,
  enrolment_id bigint not null references course_enrolments(id) on delete cascade,
  lesson_id bigint not null references course_assignments(lesson_id) on delete cascade,
  answer_text text check (length(answer_text) <= 10000),
  file_id uuid references files(id),
  attempts integer not null default 1 check (attempts >= 1),
  submitted_at timestamptz not null default now(),
  marks integer check (marks >= 0),
  feedback text check (length(feedback) <= 2000),
  marked_at timestamptz,
  marked_by bigint references users(id),
  constraint course_assignment_submissions_once unique (enrolment_id, lesson_id),
  constraint course_assignment_submissions_answer check (answer_text is not null or file_id is not null),
  constraint course_assignment_submissions_marked check ((marks is null) = (marked_at is null))
);
create index course_assignment_submissions_lesson on course_assignment_submissions (lesson_id);
create index course_assignment_submissions_file on course_assignment_submissions (file_id) where file_id is not null;
