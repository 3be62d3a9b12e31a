-- External vendor and LMS integrations (spec §3 "External vendor"; issue 17 item 7; ADR 0086). The client secret and
-- the tokens are kept encrypted (AES-256-GCM, platform/secret-box.ts): a read never returns them, only whether set.
create table vendor_integrations (
  id bigserial primary key,
  vendor text not null,
  vendor_code text not null,
  client_id text not null,
  client_secret_enc text,
  callback_url text,
  token_url text not null,
  access_token_enc text,
  access_token_expires_at timestamptz,
  last_token_at timestamptz,
  refresh_token_enc text,
  config_data jsonb not null default '{}'::jsonb,
  last_test_ok boolean,
  last_test_outcome text,
  last_test_status integer,
  last_tested_at timestamptz,
  row_status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index vendor_integrations_code on vendor_integrations (lower(vendor_code)) where deleted_at is null;
create index vendor_integrations_list on vendor_integrations (created_at desc) where deleted_at is null;
