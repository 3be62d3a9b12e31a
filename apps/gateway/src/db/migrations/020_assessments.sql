-- The question engine and the exam runner (issue 14; docs/decisions/0070-question-engine-and-exam-runner.md):
-- question banks (owned by an organisation, the platform or an institute), questions, question sets, job assessments
-- with 2–5 exam sets, invitations, attempts with their copied questions and answers, and the aptitude test's
-- configuration. Tenancy: a bank's organization_id / institute_id (both null: the platform's); an assessment hangs off
-- a job (jobs.organization_id).

create table question_banks (
  id bigserial primary key,
  organization_id bigint references organizations(id),
  institute_id bigint references institutes(id),
  is_aptitude boolean not null default false,
  title text not null,
  title_en text,
  subject text,
  created_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (organization_id is null or institute_id is null),
  check (not is_aptitude or (organization_id is null and institute_id is null))
);
create index question_banks_org on question_banks (organization_id, id);
create unique index question_banks_one_aptitude on question_banks (is_aptitude) where is_aptitude;

create table questions (
  id bigserial primary key,
  bank_id bigint not null references question_banks(id) on delete cascade,
  -- spec §3: 1 MCQ, 2 MAQ, 3 fill in the blank, 4 yes/no, 5 descriptive, 6 practical, 7 field work, 8 presentation
  question_type smallint not null check (question_type between 1 and 8),
  title text not null,
  title_en text,
  option_1 text, option_2 text, option_3 text, option_4 text, option_5 text, option_6 text, option_7 text,
  option_1_en text, option_2_en text, option_3_en text, option_4_en text, option_5_en text, option_6_en text,
  option_7_en text,
  -- right option numbers (1–7); fill in the blank: read from the title's [[…]] markers
  answers smallint[] not null default '{}',
  marks smallint not null check (marks between 1 and 100),
  difficulty smallint check (difficulty between 1 and 3),
  subject text,
  topic text,
  tags text[] not null default '{}',
  -- 1 problem solving, 2 analytical ability, 3 communication skill
  assessment_area smallint check (assessment_area between 1 and 3),
  row_status smallint not null default 1 check (row_status in (0, 1)),
  created_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index questions_bank on questions (bank_id, id desc);
create index questions_bank_area on questions (bank_id, assessment_area) where row_status = 1;

create table question_sets (
  id bigserial primary key,
  bank_id bigint not null references question_banks(id) on delete cascade,
  title text not null,
  title_en text,
  category smallint not null check (category between 1 and 3),
  set_type smallint not null check (set_type between 1 and 3),
  count_rule text not null check (count_rule in ('exactly', 'at_least', 'at_most')),
  count integer not null check (count between 1 and 200),
  row_status smallint not null default 0 check (row_status in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index question_sets_bank on question_sets (bank_id, id desc);

create table question_set_questions (
  set_id bigint not null references question_sets(id) on delete cascade,
  question_id bigint not null references questions(id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (set_id, question_id)
);
create index question_set_questions_question on question_set_questions (question_id);

-- the assessment of a job (one per job)
create table job_assessments (
  id bigserial primary key,
  job_id bigint not null unique references jobs(id) on delete cascade,
  title text not null,
  title_en text,
  purpose text,
  purpose_en text,
  duration_minutes integer not null check (duration_minutes between 1 and 600),
  total_marks integer not null check (total_marks between 1 and 1000),
  pass_marks integer not null check (pass_marks >= 0 and pass_marks <= total_marks),
  created_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table job_assessment_sets (
  id bigserial primary key,
  assessment_id bigint not null references job_assessments(id) on delete cascade,
  position smallint not null,
  title text not null,
  title_en text,
  number_of_questions integer not null check (number_of_questions between 1 and 200),
  -- 1 fixed, 2 random (from bank_id), 3 random from selected
  selection_type smallint not null check (selection_type between 1 and 3),
  bank_id bigint references question_banks(id),
  unique (assessment_id, position),
  check (selection_type <> 2 or bank_id is not null)
);

create table job_assessment_set_questions (
  set_id bigint not null references job_assessment_sets(id) on delete cascade,
  position smallint not null,
  question_id bigint not null references questions(id),
  primary key (set_id, position),
  unique (set_id, question_id)
);
create index job_assessment_set_questions_question on job_assessment_set_questions (question_id);

-- an applicant's invitation (one per application and assessment)
create table job_assessment_invitations (
  id bigserial primary key,
  assessment_id bigint not null references job_assessments(id) on delete cascade,
  application_id bigint not null references job_applications(id) on delete cascade,
  youth_id bigint not null references users(id),
  extra_minutes integer not null default 0 check (extra_minutes between 0 and 240),
  invited_by bigint references users(id),
  invited_at timestamptz not null default now(),
  accepted_at timestamptz,
  unique (assessment_id, application_id)
);
create index job_assessment_invitations_youth on job_assessment_invitations (youth_id, invited_at desc);

-- the aptitude test (one configuration row)
create table aptitude_test_config (
  id smallint primary key default 1 check (id = 1),
  bank_id bigint not null references question_banks(id),
  duration_minutes integer not null check (duration_minutes between 1 and 600),
  pass_percentage integer not null check (pass_percentage between 0 and 100),
  -- [{ "assessment_area": 1, "question_count": 5 }, …]
  areas jsonb not null default '[]',
  updated_at timestamptz not null default now()
);

-- an attempt: a job assessment (one per invitation) or the aptitude test (one per youth)
create table exam_attempts (
  id bigserial primary key,
  kind text not null check (kind in ('job', 'aptitude')),
  youth_id bigint not null references users(id),
  invitation_id bigint unique references job_assessment_invitations(id) on delete cascade,
  set_id bigint references job_assessment_sets(id),
  title text not null,
  title_en text,
  -- the seed of the draw, kept with the drawn questions
  seed integer not null,
  duration_minutes integer not null,
  started_at timestamptz not null default now(),
  deadline_at timestamptz not null,
  submitted_at timestamptz,
  closed_by text check (closed_by in ('youth', 'deadline')),
  total_marks numeric(8, 2) not null,
  pass_marks numeric(8, 2) not null,
  obtained_marks numeric(8, 2),
  passed boolean,
  marking text check (marking in ('pending', 'complete')),
  check (kind <> 'job' or invitation_id is not null),
  check ((submitted_at is null) = (closed_by is null))
);
create unique index exam_attempts_one_aptitude on exam_attempts (youth_id) where kind = 'aptitude';
create index exam_attempts_open on exam_attempts (deadline_at) where submitted_at is null;
create index exam_attempts_youth on exam_attempts (youth_id, id desc);

-- the questions of an attempt, copied when it starts (answers, blanks and marks included; never sent before the end)
create table exam_attempt_questions (
  attempt_id bigint not null references exam_attempts(id) on delete cascade,
  position smallint not null,
  question_id bigint not null,
  question jsonb not null,
  marks numeric(8, 2) not null,
  primary key (attempt_id, position),
  unique (attempt_id, question_id)
);

-- the examinee's answers: the highest client seq wins (idempotent replays)
create table exam_attempt_answers (
  attempt_id bigint not null references exam_attempts(id) on delete cascade,
  question_id bigint not null,
  answer jsonb,
  seq bigint not null,
  saved_at timestamptz not null default now(),
  obtained_marks numeric(8, 2),
  marked_by bigint references users(id),
  marked_at timestamptz,
  primary key (attempt_id, question_id)
);
