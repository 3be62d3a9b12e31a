-- Reference data of the generic resource engine (ADR 0040): one table per definition of @platform/resources
-- (libs/shared/resources/src/lib/definitions), columns = the definition's field names. Every table carries
-- row_status, who created / last changed it, and deleted_at (deletes are soft). Unique fields are unique among the
-- records that are not deleted, case-insensitively; foreign keys are indexed.
create table skills (
  id bigserial primary key,
  title text not null,
  title_en text,
  skill_type smallint not null,
  description text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index skills_title_unique on skills (lower(title)) where deleted_at is null;
create unique index skills_title_en_unique on skills (lower(title_en)) where deleted_at is null;

create table area_of_interests (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index area_of_interests_title_unique on area_of_interests (lower(title)) where deleted_at is null;
create unique index area_of_interests_title_en_unique on area_of_interests (lower(title_en)) where deleted_at is null;

create table area_of_aspirations (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index area_of_aspirations_title_unique on area_of_aspirations (lower(title)) where deleted_at is null;
create unique index area_of_aspirations_title_en_unique on area_of_aspirations (lower(title_en)) where deleted_at is null;

create table job_sectors (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index job_sectors_title_unique on job_sectors (lower(title)) where deleted_at is null;
create unique index job_sectors_title_en_unique on job_sectors (lower(title_en)) where deleted_at is null;

create table occupations (
  id bigserial primary key,
  title text not null,
  title_en text,
  job_sector_id bigint not null references job_sectors(id),
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index occupations_job_sector_id on occupations (job_sector_id);

create table services (
  id bigserial primary key,
  title text not null,
  title_en text,
  price numeric,
  description text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index services_title_unique on services (lower(title)) where deleted_at is null;
create unique index services_title_en_unique on services (lower(title_en)) where deleted_at is null;

create table education_levels (
  id bigserial primary key,
  title text not null,
  title_en text,
  code text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index education_levels_title_unique on education_levels (lower(title)) where deleted_at is null;
create unique index education_levels_title_en_unique on education_levels (lower(title_en)) where deleted_at is null;
create unique index education_levels_code_unique on education_levels (lower(code)) where deleted_at is null;

create table exam_degrees (
  id bigserial primary key,
  title text not null,
  title_en text,
  education_level_id bigint not null references education_levels(id),
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index exam_degrees_education_level_id on exam_degrees (education_level_id);

create table education_boards (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index education_boards_title_unique on education_boards (lower(title)) where deleted_at is null;
create unique index education_boards_title_en_unique on education_boards (lower(title_en)) where deleted_at is null;

create table education_groups (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index education_groups_title_unique on education_groups (lower(title)) where deleted_at is null;
create unique index education_groups_title_en_unique on education_groups (lower(title_en)) where deleted_at is null;

create table education_results (
  id bigserial primary key,
  title text not null,
  title_en text,
  code text,
  is_marks_required boolean not null default false,
  is_cgpa_required boolean not null default false,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index education_results_title_unique on education_results (lower(title)) where deleted_at is null;
create unique index education_results_title_en_unique on education_results (lower(title_en)) where deleted_at is null;
create unique index education_results_code_unique on education_results (lower(code)) where deleted_at is null;

create table countries (
  id bigserial primary key,
  title text not null,
  title_en text,
  code text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index countries_title_unique on countries (lower(title)) where deleted_at is null;
create unique index countries_title_en_unique on countries (lower(title_en)) where deleted_at is null;
create unique index countries_code_unique on countries (lower(code)) where deleted_at is null;

create table divisions (
  id bigserial primary key,
  title text not null,
  title_en text,
  bbs_code text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index divisions_title_unique on divisions (lower(title)) where deleted_at is null;
create unique index divisions_title_en_unique on divisions (lower(title_en)) where deleted_at is null;

create table districts (
  id bigserial primary key,
  title text not null,
  title_en text,
  division_id bigint not null references divisions(id),
  bbs_code text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index districts_division_id on districts (division_id);

create table upazilas (
  id bigserial primary key,
  title text not null,
  title_en text,
  division_id bigint not null references divisions(id),
  district_id bigint not null references districts(id),
  bbs_code text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index upazilas_division_id on upazilas (division_id);
create index upazilas_district_id on upazilas (district_id);

create table organization_types (
  id bigserial primary key,
  title text not null,
  title_en text,
  is_government boolean not null default false,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index organization_types_title_unique on organization_types (lower(title)) where deleted_at is null;
create unique index organization_types_title_en_unique on organization_types (lower(title_en)) where deleted_at is null;

create table organization_unit_types (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index organization_unit_types_title_unique on organization_unit_types (lower(title)) where deleted_at is null;
create unique index organization_unit_types_title_en_unique on organization_unit_types (lower(title_en)) where deleted_at is null;

create table rank_types (
  id bigserial primary key,
  title text not null,
  title_en text,
  description text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index rank_types_title_unique on rank_types (lower(title)) where deleted_at is null;
create unique index rank_types_title_en_unique on rank_types (lower(title_en)) where deleted_at is null;

create table ranks (
  id bigserial primary key,
  title text not null,
  title_en text,
  rank_type_id bigint not null references rank_types(id),
  grade text,
  display_order integer,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index ranks_rank_type_id on ranks (rank_type_id);

-- The access tables of 001_core become resources too: the same bookkeeping columns.
alter table permission_groups
  add column row_status smallint not null default 1,
  add column created_by bigint,
  add column updated_by bigint,
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now(),
  add column deleted_at timestamptz;
alter table permission_sub_groups
  add column row_status smallint not null default 1,
  add column created_by bigint,
  add column updated_by bigint,
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now(),
  add column deleted_at timestamptz;
alter table permissions
  add column row_status smallint not null default 1,
  add column created_by bigint,
  add column updated_by bigint,
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now(),
  add column deleted_at timestamptz;
alter table roles
  add column created_by bigint,
  add column updated_by bigint,
  add column deleted_at timestamptz;

-- key stays unique among all rows (001_core: the seed and sync insert "on conflict (key)"); these add the
-- case-insensitive rules of the definitions
create unique index permission_groups_title_unique on permission_groups (lower(title)) where deleted_at is null;
create unique index permission_groups_title_en_unique on permission_groups (lower(title_en)) where deleted_at is null;
create unique index permission_groups_key_unique on permission_groups (lower(key)) where deleted_at is null;
create unique index permission_sub_groups_title_unique on permission_sub_groups (lower(title)) where deleted_at is null;
create unique index permission_sub_groups_title_en_unique on permission_sub_groups (lower(title_en)) where deleted_at is null;
create unique index permission_sub_groups_key_unique on permission_sub_groups (lower(key)) where deleted_at is null;
create index permission_sub_groups_group_id on permission_sub_groups (group_id);
create unique index permissions_key_unique on permissions (lower(key)) where deleted_at is null;
create index permissions_sub_group_id on permissions (sub_group_id);
create unique index roles_title_unique on roles (lower(title)) where deleted_at is null;
create unique index roles_title_en_unique on roles (lower(title_en)) where deleted_at is null;
create unique index roles_key_unique on roles (lower(key)) where deleted_at is null;
