-- Certificate templates and issued certificates (issue 15 item 8, issue 16 item 5; ADR 0076).
-- A template belongs to an institute; its placed elements are a JSON array checked by the gateway (positions in
-- points on an A4 page). At most one default template per institute draws its courses' certificates.
create table certificate_templates (
  id bigserial primary key,
  institute_id bigint not null references institutes(id) on delete cascade,
  title text not null,
  title_en text,
  orientation text not null default 'landscape' check (orientation in ('landscape', 'portrait')),
  background_file_id uuid references files(id) on delete set null,
  is_default boolean not null default false,
  elements jsonb not null default '[]'::jsonb check (jsonb_typeof(elements) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index certificate_templates_institute on certificate_templates (institute_id, id);
create unique index certificate_templates_one_default on certificate_templates (institute_id) where is_default;

-- One certificate per youth and course, ever: the unique pair makes a second issue (even a concurrent one) find the
-- first. The id is random (not guessable): it is the public verification page's address. Names and titles are kept
-- as they were on the day of issue, so the certificate says what it said then.
create table certificates (
  id uuid primary key default gen_random_uuid(),
  youth_id bigint not null references users(id) on delete cascade,
  course_id bigint references courses(id) on delete set null,
  institute_id bigint references institutes(id) on delete set null,
  template_id bigint references certificate_templates(id) on delete set null,
  holder_name text not null,
  holder_name_en text,
  course_title text not null,
  course_title_en text,
  institute_title text not null,
  institute_title_en text,
  issued_at timestamptz not null default now(),
  revoked_at timestamptz,
  constraint certificates_once unique (youth_id, course_id)
);
create index certificates_youth on certificates (youth_id, issued_at desc);

-- The platform's certificate signing key when none is configured (CERTIFICATE_SIGNING_JWK): made once, kept.
create table certificate_keys (
  kid text primary key,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);
