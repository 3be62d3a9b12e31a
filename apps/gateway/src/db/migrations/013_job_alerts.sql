-- Job alerts (issue 4; docs/decisions/0065-recommended-jobs-and-job-alerts.md). A youth keeps a few saved searches;
-- when a job goes live and its published day has come, every youth with an enabled alert it matches is told once,
-- through the notification outbox (notification_logs), on the channels the alert names.

create table job_alerts (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  title text,
  keywords text,
  -- the keywords as the public search reads them (prefix tsquery of their words; null when none), kept beside the
  -- text so matching a job is one `@@` per alert
  keywords_query text,
  -- ids checked by the gateway when saved (arrays carry no foreign keys); empty = any
  job_sector_ids bigint[] not null default '{}',
  occupation_ids bigint[] not null default '{}',
  skill_ids bigint[] not null default '{}',
  loc_division_id bigint references divisions(id),
  loc_district_id bigint references districts(id),
  job_levels smallint[] not null default '{}',
  employment_types text[] not null default '{}',
  channels text[] not null check (cardinality(channels) > 0 and channels <@ array['in_app', 'email', 'sms']::text[]),
  is_enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (loc_district_id is null or loc_division_id is not null)
);
-- the youth's own list (and the per-youth limit)
create index job_alerts_youth on job_alerts (youth_id, id desc);
-- a job going live reads the enabled alerts only
create index job_alerts_enabled on job_alerts (id) include (youth_id) where is_enabled;

-- One row per job that went live through the payment procedure (afterJobLive, in the payment's transaction); the
-- notification worker's sweep (dispatchDueJobAlerts) sets `sent_at` in the statement that writes the alerts, so a job
-- is announced once, however often its go-live is replayed. Jobs seeded live (demo) never get a row and never
-- announce. A job published on a later day waits here until that day.
create table job_alert_dispatches (
  job_id bigint primary key references jobs(id) on delete cascade,
  queued_at timestamptz not null default now(),
  sent_at timestamptz
);
create index job_alert_dispatches_due on job_alert_dispatches (job_id) where sent_at is null;
