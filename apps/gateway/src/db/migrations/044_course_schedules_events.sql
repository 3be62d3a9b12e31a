-- Live-course schedules with approval, and an institute's events (issue 15 item 5; spec §3 live course: tentative
-- start and end date, weekdays, start time, minimum students, number of classes; §4 course schedule states; ADR 0090).
--
-- One schedule per live course, in the course's institute (every read and write joins the course for the tenant
-- condition). `status` is the state machine of domains/course-schedules/transitions.ts; `routine_status` the
-- approver's last decision. The classes are generated from the row (never stored). The field rules are the shared
-- schema's (courseScheduleSchema); the checks here only keep a row that slipped past them from being stored.
create table course_schedules (
  id bigserial primary key,
  course_id bigint not null unique references courses(id) on delete cascade,
  tentative_start_date date not null,
  tentative_end_date date not null,
  weekdays smallint[] not null check (cardinality(weekdays) between 1 and 7 and weekdays <@ '{0,1,2,3,4,5,6}'),
  start_time time not null,
  class_minutes integer not null check (class_minutes between 15 and 480),
  min_students integer not null check (min_students between 1 and 10000),
  number_of_classes integer not null check (number_of_classes between 1 and 500),
  status text not null default 'draft'
    check (status in ('draft', 'sent_for_approval', 'approved', 'rejected', 'published')),
  routine_status text check (routine_status in ('approved', 'rejected')),
  rejection_reason text check (length(rejection_reason) <= 2000),
  was_published boolean not null default false,
  sent_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by bigint references users(id) on delete set null,
  published_at timestamptz,
  created_by bigint references users(id) on delete set null,
  updated_by bigint references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_schedules_dates check (tentative_start_date <= tentative_end_date)
);
-- the approval queue: by status, oldest sent first
create index course_schedules_status on course_schedules (status, sent_at, id);

-- An institute's events; the published ones show in every youth's calendar beside the CMS events.
create table institute_events (
  id bigserial primary key,
  institute_id bigint not null references institutes(id) on delete cascade,
  title text not null check (length(title) between 1 and 500),
  title_en text check (length(title_en) <= 500),
  description text check (length(description) <= 5000),
  description_en text check (length(description_en) <= 5000),
  start_date date not null,
  end_date date not null,
  start_time time,
  end_time time,
  venue text check (length(venue) <= 500),
  venue_en text check (length(venue_en) <= 500),
  online_link text check (length(online_link) <= 2048 and online_link like 'https://%'),
  is_published boolean not null default false,
  created_by bigint references users(id) on delete set null,
  updated_by bigint references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint institute_events_dates check (start_date <= end_date),
  constraint institute_events_times check ((start_time is null) = (end_time is null)),
  constraint institute_events_where check (venue is not null or venue_en is not null or online_link is not null)
);
create index institute_events_institute on institute_events (institute_id, start_date, id);
create index institute_events_published on institute_events (start_date, end_date) where is_published;
