-- Industry associations, their member organisations and the approval of member vacancies (issue 18 item 2; spec §3
-- "organization, institute, industry association and SME" fields, "membership type: general, associate (reports also
-- count lifetime and patron)", "membership id and last renew year"; ADR 0092).
--
-- The associations become a resource of the generic engine (`industry_associations`): the engine records who created
-- and changed a record, and names are unique among live records, case-insensitively. A membership is one
-- organisation's row in one association, from its application to its approval or rejection (the state machine of
-- domains/associations/transitions.ts). A job approved by an association keeps the association for its badge.
alter table industry_associations
  add column address text check (length(address) <= 500),
  add column head_of_office text check (length(head_of_office) <= 300),
  add column contact_person_name text check (length(contact_person_name) <= 300),
  add column contact_person_mobile text check (length(contact_person_mobile) <= 20),
  add column contact_person_email text check (length(contact_person_email) <= 254),
  add column trade_licence_no text check (length(trade_licence_no) <= 100),
  add column establish_year integer check (establish_year between 1800 and 2100),
  add column tin text check (length(tin) <= 50),
  add column created_by bigint,
  add column updated_by bigint;

create unique index industry_associations_title_unique on industry_associations (lower(title))
  where deleted_at is null;
create unique index industry_associations_title_en_unique on industry_associations (lower(title_en))
  where deleted_at is null;

create table association_memberships (
  id bigserial primary key,
  industry_association_id bigint not null references industry_associations(id) on delete cascade,
  organization_id bigint not null references organizations(id) on delete cascade,
  membership_type text not null default 'general' check (membership_type in ('general', 'associate')),
  is_lifetime boolean not null default false,
  is_patron boolean not null default false,
  membership_id text check (length(membership_id) <= 50),
  last_renewal_year integer check (last_renewal_year between 1900 and 2100),
  status text not null default 'applied' check (status in ('applied', 'approved', 'rejected')),
  rejection_reason text check (length(rejection_reason) <= 2000),
  applied_at timestamptz not null default now(),
  applied_by bigint references users(id) on delete set null,
  reviewed_at timestamptz,
  reviewed_by bigint references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- one row per organisation and association: a rejected organisation's new application reuses it
  unique (industry_association_id, organization_id)
);
-- an association's members and applications by status, newest first
create index association_memberships_association on association_memberships (industry_association_id, status, id desc);
create index association_memberships_organization on association_memberships (organization_id);

-- the association whose admin approved the job (its badge on the youth's job card and detail)
alter table jobs add column approved_by_association_id bigint references industry_associations(id) on delete set null;
