-- Monthly progress reports of an institute's training centres (issue 18 item 3; spec §3 skill development and
-- training-centre monthly progress reports; ADR 0093).
--
-- One report per type, centre and month. `institute_id` is the centre's institute, copied so every read filters by the
-- caller's tenant without a join. The figures of the report's type are a JSON object of whole non-negative numbers
-- (money in whole Taka), totals included as the gateway computed them; the shared schema
-- (progressReportSchema) is the authority on their names and bounds, the check below only refuses a non-object.
-- `status` is the state machine of domains/progress-reports/transitions.ts.
create table progress_reports (
  id bigserial primary key,
  report_type text not null check (report_type in ('skill_development', 'training_center')),
  institute_id bigint not null references institutes(id) on delete cascade,
  training_center_id bigint not null references training_centers(id) on delete cascade,
  reporting_month date not null check (extract(day from reporting_month) = 1),
  figures jsonb not null default '{}'::jsonb check (jsonb_typeof(figures) = 'object'),
  status text not null default 'draft' check (status in ('draft', 'submitted', 'approved', 'returned')),
  return_reason text check (length(return_reason) <= 2000),
  submitted_at timestamptz,
  submitted_by bigint references users(id) on delete set null,
  reviewed_at timestamptz,
  reviewed_by bigint references users(id) on delete set null,
  created_by bigint references users(id) on delete set null,
  updated_by bigint references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint progress_reports_one_per_month unique (report_type, training_center_id, reporting_month)
);
create index progress_reports_institute_month on progress_reports (institute_id, reporting_month desc, id desc);
create index progress_reports_status on progress_reports (status, reporting_month desc);
