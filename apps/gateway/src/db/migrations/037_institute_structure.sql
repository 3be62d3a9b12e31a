-- Institutes and organisations get their structure (issue 18 item 1, ADR 0083): an institute's branches, training
-- centres and trainers, an organisation's units, each a tenant-scoped resource of the generic engine
-- (libs/shared/resources definitions/institutes.ts and organizations.ts: `tenant: 'institute_id'` or
-- `'organization_id'`); and the spec §3 profile of organisations and institutes (the core set, every column
-- nullable).

-- The shared profile of spec §3: head of office, contact person, trade licence, year of establishment, TIN.
alter table organizations
  add column organization_type_id bigint references organization_types(id),
  add column address text,
  add column head_of_office text,
  add column contact_person_name text,
  add column contact_person_mobile text,
  add column contact_person_email text,
  add column trade_licence_no text,
  add column establish_year integer check (establish_year between 1800 and 2100),
  add column tin text,
  add column employee_count integer check (employee_count >= 0),
  add column main_product text;
create index organizations_organization_type_id on organizations (organization_type_id);

alter table institutes
  add column is_government boolean not null default false,
  add column address text,
  add column head_of_office text,
  add column contact_person_name text,
  add column contact_person_mobile text,
  add column contact_person_email text,
  add column trade_licence_no text,
  add column establish_year integer check (establish_year between 1800 and 2100),
  add column tin text;

-- The branches of an institute.
create table institute_branches (
  id bigserial primary key,
  institute_id bigint not null references institutes(id),
  title text not null,
  title_en text,
  address text,
  division_id bigint references divisions(id),
  district_id bigint references districts(id),
  upazila_id bigint references upazilas(id),
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index institute_branches_institute_id on institute_branches (institute_id);

-- Where an institute trains (optionally a branch's centre).
create table training_centers (
  id bigserial primary key,
  institute_id bigint not null references institutes(id),
  branch_id bigint references institute_branches(id),
  title text not null,
  title_en text,
  address text,
  division_id bigint references divisions(id),
  district_id bigint references districts(id),
  upazila_id bigint references upazilas(id),
  contact_person_name text,
  mobile text,
  email text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index training_centers_institute_id on training_centers (institute_id);
create index training_centers_branch_id on training_centers (branch_id);

-- The trainers of an institute (optionally of a branch or training centre).
create table trainers (
  id bigserial primary key,
  institute_id bigint not null references institutes(id),
  branch_id bigint references institute_branches(id),
  training_center_id bigint references training_centers(id),
  trainer_name text not null,
  trainer_name_en text,
  email text,
  mobile text not null,
  subject text,
  skills text,
  about text,
  photo text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index trainers_institute_id on trainers (institute_id);
create index trainers_branch_id on trainers (branch_id);
create index trainers_training_center_id on trainers (training_center_id);

-- The units of an organisation.
create table organization_units (
  id bigserial primary key,
  organization_id bigint not null references organizations(id),
  organization_unit_type_id bigint not null references organization_unit_types(id),
  title text not null,
  title_en text,
  address text,
  division_id bigint references divisions(id),
  district_id bigint references districts(id),
  upazila_id bigint references upazilas(id),
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index organization_units_organization_id on organization_units (organization_id);
create index organization_units_organization_unit_type_id on organization_units (organization_unit_type_id);
