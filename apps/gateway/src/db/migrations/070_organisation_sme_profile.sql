-- The rest of spec §3's profile of an organisation and an institute (issue 18 item 1, ADR 0123): an SME survey's
-- questions beside the core set of 037 — renewal, investment and assets, raw materials, import and export, employee
-- counts by kind, daily accounts, computer, internet and online business use, who provided and who collected the
-- information, the factory's address, land owned or rented, membership id and its last renewal, and an association
-- or chamber membership. Nullable, the flags false: nothing is asked of an existing record.

alter table organizations
  add column last_renewal_year integer check (last_renewal_year between 1800 and 2100),
  add column investment_amount numeric(15, 2) check (investment_amount >= 0),
  add column total_assets numeric(15, 2) check (total_assets >= 0),
  add column raw_materials text,
  add column does_import boolean not null default false,
  add column does_export boolean not null default false,
  add column permanent_employee_count integer check (permanent_employee_count >= 0),
  add column temporary_employee_count integer check (temporary_employee_count >= 0),
  add column seasonal_employee_count integer check (seasonal_employee_count >= 0),
  add column keeps_daily_accounts boolean not null default false,
  add column uses_computer boolean not null default false,
  add column uses_internet boolean not null default false,
  add column does_online_business boolean not null default false,
  add column info_provider_name text,
  add column info_collector_name text,
  add column factory_address text,
  add column land_ownership text check (land_ownership in ('own', 'rent')),
  add column membership_id text,
  add column membership_last_renew_year integer check (membership_last_renew_year between 1800 and 2100),
  add column chamber_membership text;

alter table institutes
  add column last_renewal_year integer check (last_renewal_year between 1800 and 2100),
  add column investment_amount numeric(15, 2) check (investment_amount >= 0),
  add column total_assets numeric(15, 2) check (total_assets >= 0),
  add column raw_materials text,
  add column does_import boolean not null default false,
  add column does_export boolean not null default false,
  add column permanent_employee_count integer check (permanent_employee_count >= 0),
  add column temporary_employee_count integer check (temporary_employee_count >= 0),
  add column seasonal_employee_count integer check (seasonal_employee_count >= 0),
  add column keeps_daily_accounts boolean not null default false,
  add column uses_computer boolean not null default false,
  add column uses_internet boolean not null default false,
  add column does_online_business boolean not null default false,
  add column info_provider_name text,
  add column info_collector_name text,
  add column factory_address text,
  add column land_ownership text check (land_ownership in ('own', 'rent')),
  add column membership_id text,
  add column membership_last_renew_year integer check (membership_last_renew_year between 1800 and 2100),
  add column chamber_membership text;
