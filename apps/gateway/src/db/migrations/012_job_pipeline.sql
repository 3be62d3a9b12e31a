-- The recruiter pipeline beyond plain status changes (issue 4; docs/decisions/0063-job-pipeline.md): interview boards
-- with panel members, interview schedules, the candidate of a schedule (board status, response, result), offers, and
-- the recruiter's saved / removed flags on applications. Every row hangs off a job, so the tenant condition is the
-- job's organisation (jobs.organization_id), as in 010.

create table job_interview_boards (
  id bigserial primary key,
  job_id bigint not null references jobs(id) on delete cascade,
  title text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index job_interview_boards_job on job_interview_boards (job_id, id);

-- panel members: people (not necessarily platform users) reached by e-mail and/or SMS
create table job_interview_board_members (
  id bigserial primary key,
  board_id bigint not null references job_interview_boards(id) on delete cascade,
  name text not null,
  email text,
  mobile text,
  designation text,
  user_id bigint references users(id) on delete set null,
  check (email is not null or mobile is not null)
);
create index job_interview_board_members_board on job_interview_board_members (board_id, id);

create table job_interview_schedules (
  id bigserial primary key,
  job_id bigint not null references jobs(id) on delete cascade,
  board_id bigint references job_interview_boards(id),
  title text not null,
  interview_date date not null,
  start_time time not null,
  end_time time not null check (end_time > start_time),
  -- INTERVIEW_KIND: 1 physical (venue), 2 online (video room)
  kind smallint not null check (kind in (1, 2)),
  venue text,
  -- online: the random room id of the video room (<VIDEO_CONF_BASE_URL>/<room>); kept when switched to physical and
  -- back, so a link already sent stays valid
  video_room text unique,
  max_candidates integer not null check (max_candidates between 1 and 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (kind <> 1 or venue is not null),
  check (kind <> 2 or video_room is not null)
);
create index job_interview_schedules_job on job_interview_schedules (job_id, interview_date, start_time, id);

-- the candidate's current interview: one row per application (a new invitation moves it to the new schedule)
create table job_interview_candidates (
  application_id bigint primary key references job_applications(id) on delete cascade,
  schedule_id bigint not null references job_interview_schedules(id),
  -- spec §4 candidate board status: 3 invitation sent, 4 attended, 5 hired, 6 rejected, 8 invitation failed
  board_status smallint not null default 3 check (board_status between 1 and 8),
  response text check (response in ('accepted', 'rescheduled', 'rejected')),
  response_note text,
  responded_at timestamptz,
  result text check (result in ('interviewed', 'absent')),
  -- sha-256 of the token of the candidate's confirmation link (public candidate-interview-confirmation); a new
  -- invitation replaces it, so an old link stops working
  token_hash text unique,
  invited_by bigint references users(id),
  invited_at timestamptz not null default now()
);
create index job_interview_candidates_schedule on job_interview_candidates (schedule_id, application_id);

-- a board member's link to a schedule's video room (public join-live-interview-board), sent with the board invitation
create table job_interview_board_links (
  token_hash text primary key,
  schedule_id bigint not null references job_interview_schedules(id) on delete cascade,
  member_id bigint not null references job_interview_board_members(id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (schedule_id, member_id)
);

-- the offer of an application (one; sending it again after a rejection or cancellation replaces the terms)
create table job_offers (
  application_id bigint primary key references job_applications(id) on delete cascade,
  salary integer not null check (salary >= 0),
  joining_date date not null,
  message text,
  sent_by bigint references users(id),
  sent_at timestamptz not null default now(),
  responded_at timestamptz,
  cancelled_at timestamptz
);

-- the recruiter's bookmark (tab 5 "saved") and "remove candidate" (hidden from the job's lists, reversible)
alter table job_applications
  add column is_saved boolean not null default false,
  add column removed_at timestamptz,
  add column removed_by bigint references users(id);

-- the applicants list of one job in match order, read from the index for any stage or tab: 10,000 applicants on
-- one job page through it (status in the index, so the stage filter needs no heap visit)
create index job_applications_ranked on job_applications (job_id, match_score desc, id) include (status) where removed_at is null;
create index job_applications_saved on job_applications (job_id, match_score desc, id) include (status) where is_saved and removed_at is null;
create index job_applications_removed on job_applications (job_id, match_score desc, id) include (status) where removed_at is not null;
