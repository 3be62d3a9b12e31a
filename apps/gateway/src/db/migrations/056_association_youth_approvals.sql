-- An industry association's approval of a youth and their CV (issue 18 item 2, spec §6 "association admins approve
-- youth, CVs and vacancies"; ADR 0104). The youth asks an association to review them; the association's admin
-- approves, or rejects with a reason. One row per association and youth: a rejected youth's new request reuses it, so
-- there is never more than one open request per association (the state machine of
-- domains/associations/youth-transitions.ts; the upsert refuses in SQL to overwrite an open or approved row).
create table association_youth_approvals (
  id bigserial primary key,
  industry_association_id bigint not null references industry_associations(id) on delete cascade,
  youth_id bigint not null references users(id) on delete cascade,
  status text not null default 'applied' check (status in ('applied', 'approved', 'rejected')),
  rejection_reason text check (length(rejection_reason) <= 2000),
  applied_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by bigint references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (industry_association_id, youth_id)
);
-- an association's queue by status, oldest request first
create index association_youth_approvals_queue on association_youth_approvals (industry_association_id, status, applied_at, id);
-- a youth's requests and badges
create index association_youth_approvals_youth on association_youth_approvals (youth_id, status);
