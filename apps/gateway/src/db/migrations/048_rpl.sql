-- The RPL programme (recognition of prior learning; issue 18 item 4, ADR 0094; spec §3 "RPL: application, batch
-- (title, title_en, score in percent, cgpa), sector, occupation, level (passing_score in percent, sequence_order),
-- country-specific variants, assessor, exam date, certificate"; §4 "RPL: submitted, not submitted, certified, not
-- certified, passed, failed").
--
-- The catalogue (sectors → occupations → levels) is three resources of the generic engine (libs/shared/resources
-- definitions/rpl.ts). A row with a country is that country's variant; without one it applies everywhere. The
-- applications, batches and marks belong to the gateway domain apps/gateway/src/domains/rpl, whose state machine
-- decides every status (transitions.ts): the database only refuses a status it does not know.

create table rpl_sectors (
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
create unique index rpl_sectors_title_unique on rpl_sectors (lower(title)) where deleted_at is null;
create unique index rpl_sectors_title_en_unique on rpl_sectors (lower(title_en)) where deleted_at is null;

create table rpl_occupations (
  id bigserial primary key,
  rpl_sector_id bigint not null references rpl_sectors(id),
  country_id bigint references countries(id),
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index rpl_occupations_rpl_sector_id on rpl_occupations (rpl_sector_id);

create table rpl_levels (
  id bigserial primary key,
  rpl_occupation_id bigint not null references rpl_occupations(id),
  country_id bigint references countries(id),
  title text not null,
  title_en text,
  passing_score numeric(5, 2) not null check (passing_score between 0 and 100),
  sequence_order integer not null check (sequence_order between 1 and 100),
  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index rpl_levels_rpl_occupation_id on rpl_levels (rpl_occupation_id);

-- A batch: the candidates of one occupation and level assessed by one assessor on one day at one centre.
create table rpl_batches (
  id bigserial primary key,
  title text not null,
  title_en text,
  rpl_occupation_id bigint not null references rpl_occupations(id),
  rpl_level_id bigint not null references rpl_levels(id),
  assessor_id bigint not null references users(id),
  training_center_id bigint references training_centers(id),
  exam_date date not null,
  created_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index rpl_batches_assessor_id on rpl_batches (assessor_id);

-- A youth's application for one level; at most one open application per level (a failed or not certified one may be
-- followed by a new one).
create table rpl_applications (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  rpl_sector_id bigint not null references rpl_sectors(id),
  rpl_occupation_id bigint not null references rpl_occupations(id),
  rpl_level_id bigint not null references rpl_levels(id),
  mobile text not null,
  experience_years integer not null check (experience_years between 0 and 60),
  workplace text,
  experience_summary text not null,
  status text not null default 'submitted'
    check (status in ('submitted', 'not_submitted', 'passed', 'failed', 'certified', 'not_certified')),
  rpl_batch_id bigint references rpl_batches(id),
  score numeric(5, 2) check (score between 0 and 100),
  cgpa numeric(3, 2) check (cgpa between 0 and 5),
  marked_by bigint references users(id),
  marked_at timestamptz,
  certificate_id uuid references certificates(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index rpl_applications_youth_id on rpl_applications (youth_id, created_at desc);
create index rpl_applications_rpl_batch_id on rpl_applications (rpl_batch_id);
create unique index rpl_applications_open_once on rpl_applications (youth_id, rpl_level_id)
  where status in ('submitted', 'not_submitted', 'passed', 'certified');

-- The RPL pages of the youth portal are static contents an admin edits (spec §2 "RPL pages (what is RPL, certificate
-- advantage, RPL occupations, assessment center)").
alter table static_contents drop constraint static_contents_content_type_check;
alter table static_contents add constraint static_contents_content_type_check check (content_type in (
  'about_us', 'contact_us', 'term_of_service', 'privacy_policy', 'how_it_works',
  'rpl_what_is_rpl', 'rpl_certificate_advantage', 'rpl_occupations', 'rpl_assessment_centers'));
