-- The youth profile and CV (issue 5; docs/decisions/0051-youth-profile-and-completion.md). One youth = one
-- youth_profiles row keyed by the identity user id; every section item is a row owned by that user (youth_id), and
-- every change to an item is made "where id = $1 and youth_id = <caller>" so another youth's item is never touched.
-- Name, gender, e-mail, mobile and date of birth stay on users (002, 007): one user store.
-- Codes follow @platform/contract (endpoints-youth-profile.ts, enums.ts); the lookups are the tables of 004.

create table youth_profiles (
  user_id bigint primary key references users(id) on delete cascade,
  -- the id of the public profile and CV links: random, so profiles cannot be walked by counting
  public_id uuid not null unique default gen_random_uuid(),
  religion smallint check (religion between 1 and 8),
  marital_status smallint check (marital_status between 1 and 4),
  nationality_country_id bigint references countries(id),
  identity_number_type smallint check (identity_number_type between 1 and 3),
  identity_number text,
  freedom_fighter_status smallint check (freedom_fighter_status between 1 and 4),
  physical_disability_status boolean not null default false,
  physical_disabilities smallint[] not null default '{}',
  does_belong_to_ethnic_group boolean not null default false,
  ethnic_group text,
  bio text,
  bio_en text,
  -- a files.id (006) set by the photo upload call; no foreign key so the profile never blocks a file's clean-up
  photo_file_id uuid,
  cv_template text not null default 'classic' check (cv_template in ('classic', 'modern', 'colorful')),
  -- job preferences
  job_level smallint check (job_level between 1 and 3),
  job_types text[] not null default '{}',
  workplaces smallint[] not null default '{}',
  expected_salary integer check (expected_salary >= 0),
  -- sections of YOUTH_DATA_SECTIONS hidden from the public profile and CV; the default is YOUTH_DATA_HIDDEN_BY_DEFAULT
  hidden_sections text[] not null default '{guardians,addresses}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- one identity number per type across youths (a second account with the same NID is refused)
create unique index youth_profiles_identity on youth_profiles (identity_number_type, identity_number) where identity_number is not null;

create table youth_addresses (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  address_type smallint not null check (address_type between 1 and 3),
  loc_division_id bigint not null references divisions(id),
  loc_district_id bigint references districts(id),
  loc_upazila_id bigint references upazilas(id),
  village_or_area text,
  house_n_road text,
  zip_or_postal_code text,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_addresses_youth on youth_addresses (youth_id);

create table youth_guardians (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  name text not null,
  name_en text,
  relationship_type smallint not null check (relationship_type between 1 and 7),
  relationship_title text,
  relationship_title_en text,
  nid text,
  mobile text,
  date_of_birth date,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_guardians_youth on youth_guardians (youth_id);

create table youth_educations (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  education_level_id bigint not null references education_levels(id),
  exam_degree_id bigint references exam_degrees(id),
  exam_degree_name text,
  major_or_concentration text,
  edu_group_id bigint references education_groups(id),
  edu_board_id bigint references education_boards(id),
  institute_name text not null,
  is_foreign_institute boolean not null default false,
  foreign_institute_country_id bigint references countries(id),
  result_id bigint not null references education_results(id),
  marks_in_percentage numeric(5, 2) check (marks_in_percentage between 0 and 100),
  cgpa_scale smallint check (cgpa_scale in (4, 5)),
  cgpa numeric(4, 2) check (cgpa >= 0 and cgpa <= coalesce(cgpa_scale, 5)),
  year_of_passing smallint check (year_of_passing between 1000 and 9999),
  expected_year_of_passing smallint check (expected_year_of_passing between 1000 and 9999),
  duration smallint,
  achievements text,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_educations_youth on youth_educations (youth_id);

create table youth_experiences (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  company_name text not null,
  position text not null,
  employment_type text not null,
  location text,
  job_responsibilities text,
  start_date date not null,
  end_date date check (end_date >= start_date),
  is_currently_working boolean not null default false,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_experiences_youth on youth_experiences (youth_id);

create table youth_skills (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  skill_id bigint not null references skills(id),
  proficiency text not null check (proficiency in ('beginner', 'intermediate', 'expert')),
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (youth_id, skill_id)
);

create table youth_languages (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  language_code text not null,
  reading_proficiency_level smallint not null check (reading_proficiency_level in (1, 2)),
  writing_proficiency_level smallint not null check (writing_proficiency_level in (1, 2)),
  understand_proficiency_level smallint not null check (understand_proficiency_level in (1, 2)),
  speaking_proficiency_level smallint not null check (speaking_proficiency_level in (1, 2)),
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (youth_id, language_code)
);

create table youth_certifications (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  certification_name text not null,
  institute_name text not null,
  location text,
  start_date date,
  end_date date check (end_date >= start_date),
  certificate_file_id uuid,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_certifications_youth on youth_certifications (youth_id);

create table youth_portfolios (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  title text not null,
  description text,
  url text,
  file_id uuid,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_portfolios_youth on youth_portfolios (youth_id);

create table youth_projects (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  title text not null,
  role text,
  description text,
  url text,
  start_date date,
  end_date date check (end_date >= start_date),
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_projects_youth on youth_projects (youth_id);

create table youth_publications (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  title text not null,
  publisher text,
  published_date date,
  url text,
  description text,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_publications_youth on youth_publications (youth_id);

create table youth_references (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  referrer_first_name text not null,
  referrer_last_name text,
  referrer_organization_name text not null,
  referrer_designation text not null,
  referrer_address text,
  referrer_email text,
  referrer_mobile text not null,
  referrer_relation text,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_references_youth on youth_references (youth_id);

create table youth_social_profiles (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  platform text not null,
  url text not null,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_social_profiles_youth on youth_social_profiles (youth_id);

create table youth_others (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  title text not null,
  description text,
  add_to_cv boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index youth_others_youth on youth_others (youth_id);

create table youth_area_of_interests (
  youth_id bigint not null references users(id) on delete cascade,
  area_of_interest_id bigint not null references area_of_interests(id),
  primary key (youth_id, area_of_interest_id)
);

create table youth_area_of_aspirations (
  youth_id bigint not null references users(id) on delete cascade,
  area_of_aspiration_id bigint not null references area_of_aspirations(id),
  primary key (youth_id, area_of_aspiration_id)
);
