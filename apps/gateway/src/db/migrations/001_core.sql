-- Identity, permissions, tenants, site settings and public content.
create table organizations (
  id bigserial primary key,
  title text not null,
  title_en text,
  organization_type text not null default 'organization',
  row_status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table institutes (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table industry_associations (
  id bigserial primary key,
  title text not null,
  title_en text,
  row_status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table roles (
  id bigserial primary key,
  key text not null unique,
  title text not null,
  title_en text,
  organization_id bigint references organizations(id),
  row_status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table permission_groups (
  id bigserial primary key,
  key text not null unique,
  title text not null,
  title_en text
);

create table permission_sub_groups (
  id bigserial primary key,
  group_id bigint not null references permission_groups(id),
  key text not null unique,
  title text not null,
  title_en text
);

create table permissions (
  id bigserial primary key,
  key text not null unique,
  uri text not null,
  method text not null check (method in ('GET', 'POST', 'PUT', 'PATCH', 'DELETE')),
  module text not null,
  sub_group_id bigint references permission_sub_groups(id)
);

create table role_permissions (
  role_id bigint not null references roles(id) on delete cascade,
  permission_id bigint not null references permissions(id) on delete cascade,
  primary key (role_id, permission_id)
);

create table users (
  id bigserial primary key,
  username text not null unique,
  password_hash text not null,
  full_name text not null,
  full_name_en text,
  designation text,
  email text,
  mobile text,
  user_type_code smallint not null,
  role_id bigint references roles(id),
  organization_id bigint references organizations(id),
  institute_id bigint references institutes(id),
  industry_association_id bigint references industry_associations(id),
  gender smallint,
  row_status smallint not null default 1,
  preferred_locale text,
  has_attended_assessment boolean not null default false,
  profile_completion_percentage int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index users_user_type on users (user_type_code);

create table user_permissions (
  user_id bigint not null references users(id) on delete cascade,
  permission_id bigint not null references permissions(id) on delete cascade,
  primary key (user_id, permission_id)
);

create table organization_permissions (
  organization_id bigint not null references organizations(id) on delete cascade,
  permission_id bigint not null references permissions(id) on delete cascade,
  primary key (organization_id, permission_id)
);

create table app_settings (
  id smallint primary key default 1 check (id = 1),
  maintenance_mode_status boolean not null default false,
  maintenance_hash text,
  site_name text not null,
  site_name_en text not null,
  updated_at timestamptz not null default now(),
  updated_by bigint references users(id)
);

create table static_contents (
  id bigserial primary key,
  content_type text not null unique check (content_type in ('about_us', 'contact_us', 'term_of_service', 'privacy_policy', 'how_it_works')),
  title text not null,
  title_en text not null,
  body text not null,
  body_en text not null,
  updated_at timestamptz not null default now()
);

create table contact_messages (
  id bigserial primary key,
  name text not null,
  email text not null,
  mobile text,
  subject text not null,
  message text not null,
  ip_hash text,
  created_at timestamptz not null default now()
);

create table visitors (
  id bigserial primary key,
  ip_hash text not null,
  created_at timestamptz not null default now()
);

-- Fixed-window request counters shared by every gateway replica (rate limits, sign-in attempts).
create table rate_limits (
  key text primary key,
  hits int not null,
  window_ends_at timestamptz not null
);
create index rate_limits_window on rate_limits (window_ends_at);
