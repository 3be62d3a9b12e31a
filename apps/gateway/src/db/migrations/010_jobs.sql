-- Jobs and applications (issue 4; docs/decisions/0060-jobs-and-applications.md). A job belongs to one organisation
-- (the tenant); every private query filters on jobs.organization_id. Codes follow @platform/contract
-- (endpoints-jobs.ts, enums.ts: APPLICATION_STATUS of spec §4). `expired` is never stored: a live job whose
-- application deadline has passed reads as expired.

create table jobs (
  id bigserial primary key,
  organization_id bigint not null references organizations(id),
  created_by bigint references users(id),
  status text not null default 'draft' check (status in ('draft', 'pending_approval', 'rejected', 'approved', 'live')),
  -- wizard steps saved so far (0–6); step n is refused until step n − 1 is saved
  completed_steps smallint not null default 0 check (completed_steps between 0 and 6),
  service_type smallint check (service_type between 1 and 3),

  -- 1 primary info
  job_title text,
  job_title_en text,
  is_number_of_vacancy_na boolean,
  no_of_vacancies integer check (no_of_vacancies > 0),
  job_sector_id bigint references job_sectors(id),
  occupation_id bigint references occupations(id),
  employment_types text[] not null default '{}',
  published_at date,
  application_deadline date check (application_deadline >= published_at),
  is_apply_online boolean,
  resume_receiving_option smallint check (resume_receiving_option between 1 and 3),
  email text,
  is_use_platform_mail_system boolean,
  instruction_for_hard_copy text,
  instruction_for_walk_in_interview text,
  special_instruction_for_job_seekers text,
  is_photograph_enclose_with_resume boolean,
  is_prefer_video_resume boolean,

  -- 2 more info
  job_responsibilities text,
  job_responsibilities_en text,
  job_context text,
  job_context_en text,
  job_place_type smallint check (job_place_type in (1, 2)),
  job_levels smallint[] not null default '{}',
  workplaces smallint[] not null default '{}',
  salary_type smallint check (salary_type between 1 and 3),
  salary_display smallint check (salary_display between 1 and 3),
  salary_min integer check (salary_min >= 0),
  salary_max integer check (salary_max >= salary_min),
  additional_salary_info text,
  is_other_benefits boolean,
  other_benefits text,
  lunch_facilities smallint check (lunch_facilities in (1, 2)),
  salary_review smallint check (salary_review in (1, 2)),
  festival_bonus smallint check (festival_bonus between 0 and 4),

  -- 3 candidate requirement
  education_requirements text,
  other_educational_qualification text,
  trainings text[] not null default '{}',
  professional_certifications text[] not null default '{}',
  is_experience_needed boolean,
  is_freshers_encouraged boolean,
  min_experience smallint check (min_experience between 0 and 50),
  max_experience smallint check (max_experience between 0 and 50 and max_experience >= min_experience),
  min_age smallint check (min_age between 14 and 90),
  max_age smallint check (max_age between 14 and 90 and max_age >= min_age),
  genders smallint[] not null default '{}',
  person_with_disability boolean,
  preferred_retired_army_officer boolean,
  additional_requirements text,

  -- 4 company info visibility
  is_company_name_visible boolean,
  company_name text,
  company_name_en text,
  is_company_address_visible boolean,
  company_address text,
  is_company_business_visible boolean,
  company_business text,

  -- 5 matching criteria: { <criterion>: { enabled, mandatory } } for MATCHING_CRITERIA
  criteria jsonb not null default '{}' check (jsonb_typeof(criteria) = 'object'),

  -- 6 contact info
  contact_name text,
  contact_name_en text,
  contact_designation text,
  contact_mobile text,
  contact_email text,
  contact_phone text,

  -- approval and publication
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by bigint references users(id),
  rejection_reason text,
  live_at timestamptz,

  -- the public full-text search: titles (both languages), sector-free text of the post; 'simple' keeps Bengali words
  search_vector tsvector generated always as (
    to_tsvector('simple',
      coalesce(job_title, '') || ' ' || coalesce(job_title_en, '') || ' ' ||
      coalesce(job_responsibilities, '') || ' ' || coalesce(job_responsibilities_en, '') || ' ' ||
      coalesce(job_context, '') || ' ' || coalesce(job_context_en, ''))
  ) stored,

  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

-- private lists: one organisation's jobs, newest first
create index jobs_organization on jobs (organization_id, id desc) where deleted_at is null;
-- approvers' queue
create index jobs_pending on jobs (submitted_at) where status = 'pending_approval' and deleted_at is null;
-- public search: only live jobs are ever searched, so every public index is partial on them. The sort indexes carry
-- the columns of the open-job test and of the plain filters, so a page (and the capped count) is read from the index
-- alone, without visiting the wide rows.
create index jobs_live_newest on jobs (published_at desc, id desc)
  include (application_deadline, service_type, job_sector_id, occupation_id, salary_display, salary_min, salary_max, job_levels, employment_types, workplaces)
  where status = 'live' and deleted_at is null;
create index jobs_live_deadline on jobs (application_deadline, id) include (published_at) where status = 'live' and deleted_at is null;
create index jobs_live_featured on jobs (service_type desc nulls last, published_at desc, id desc) include (application_deadline) where status = 'live' and deleted_at is null;
-- salary sorts order by the shown salary only (a hidden one sorts last): the same expressions as the queries
create index jobs_live_salary_high on jobs ((case when salary_display = 1 then salary_max end) desc nulls last, id desc)
  include (published_at, application_deadline) where status = 'live' and deleted_at is null;
create index jobs_live_salary_low on jobs ((case when salary_display = 1 then salary_min end) asc nulls last, id desc)
  include (published_at, application_deadline) where status = 'live' and deleted_at is null;
create index jobs_live_sector on jobs (job_sector_id, published_at desc) where status = 'live' and deleted_at is null;
create index jobs_live_occupation on jobs (occupation_id, published_at desc) where status = 'live' and deleted_at is null;
create index jobs_search on jobs using gin (search_vector) where status = 'live' and deleted_at is null;
create index jobs_levels on jobs using gin (job_levels) where status = 'live' and deleted_at is null;
create index jobs_employment_types on jobs using gin (employment_types) where status = 'live' and deleted_at is null;
create index jobs_workplaces on jobs using gin (workplaces) where status = 'live' and deleted_at is null;

create table job_skills (
  job_id bigint not null references jobs(id) on delete cascade,
  skill_id bigint not null references skills(id),
  primary key (job_id, skill_id)
);
create index job_skills_skill on job_skills (skill_id, job_id);

create table job_locations (
  id bigserial primary key,
  job_id bigint not null references jobs(id) on delete cascade,
  loc_division_id bigint not null references divisions(id),
  loc_district_id bigint references districts(id),
  loc_upazila_id bigint references upazilas(id)
);
create index job_locations_job on job_locations (job_id);
create index job_locations_division on job_locations (loc_division_id, job_id);
create index job_locations_district on job_locations (loc_district_id, job_id) where loc_district_id is not null;
create index job_locations_upazila on job_locations (loc_upazila_id, job_id) where loc_upazila_id is not null;

create table job_applications (
  id bigserial primary key,
  job_id bigint not null references jobs(id),
  youth_id bigint not null references users(id) on delete cascade,
  expected_salary integer check (expected_salary >= 0),
  status smallint not null default 0
    check (status in (0, 11, 21, 22, 23, 24, 31, 32, 33, 34, 35, 36, 41, 42, 43, 44, 51, 91, 92, 99)),
  match_score smallint not null default 0 check (match_score between 0 and 100),
  applied_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- one application per youth and job: a second apply is refused, never duplicated
  unique (job_id, youth_id)
);
-- the pipeline: one job's applicants by status, best match first (10,000 applicants page through this index)
create index job_applications_pipeline on job_applications (job_id, status, match_score desc, id);
create index job_applications_youth on job_applications (youth_id, applied_at desc);

-- every status change: who, when, from, to (the application's first row has from_status null)
create table job_application_status_history (
  id bigserial primary key,
  application_id bigint not null references job_applications(id) on delete cascade,
  from_status smallint,
  to_status smallint not null,
  changed_by bigint references users(id),
  changed_at timestamptz not null default now()
);
create index job_application_status_history_application on job_application_status_history (application_id, id);

create table job_favourites (
  youth_id bigint not null references users(id) on delete cascade,
  job_id bigint not null references jobs(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (youth_id, job_id)
);
create index job_favourites_youth on job_favourites (youth_id, created_at desc);
