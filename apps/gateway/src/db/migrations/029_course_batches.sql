-- Batches of a course (issue 15 item 5; spec §3 batch: total seat, available seat, start and end date, registration
-- start and end date). A batch belongs to a course and, through it, to the course's institute: every read and write
-- joins the course for the tenant condition. The date and seat rules are the shared schema's (courseBatchSchema,
-- with the spec's messages); the checks below only keep a row that slipped past them from being stored.
create table course_batches (
  id bigserial primary key,
  course_id bigint not null references courses(id) on delete cascade,
  title text not null check (length(title) between 1 and 500),
  title_en text check (length(title_en) <= 500),
  total_seats integer not null check (total_seats between 1 and 10000),
  available_seats integer not null check (available_seats >= 0 and available_seats <= total_seats),
  registration_start_date date not null,
  registration_end_date date not null,
  batch_start_date date not null,
  batch_end_date date not null,
  created_by bigint references users(id),
  updated_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_batches_registration check (registration_start_date < registration_end_date),
  constraint course_batches_dates check (batch_start_date <= batch_end_date)
);
create index course_batches_course on course_batches (course_id, batch_start_date);
