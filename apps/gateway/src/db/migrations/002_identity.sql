-- State of the built-in OpenID Connect provider: grants, sessions, codes, tokens (one JSONB table) and its keys.
create table oidc_model (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_model_grant_id on oidc_model (grant_id);
create index oidc_model_uid on oidc_model (uid) where uid is not null;
create index oidc_model_expires_at on oidc_model (expires_at);

create table oidc_keys (
  kind text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);
