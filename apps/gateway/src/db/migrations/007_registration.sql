-- Self-service identity (ADR 0050): youth and vendor registration, mobile and e-mail verification, forgot password.
-- Accounts stay in `users`, the one store the sign-in service reads.

-- What a youth gives at sign-up (spec §3 youth: date of birth, location) and a vendor's organisation name.
alter table users add column date_of_birth date;
alter table users add column loc_division_id bigint references divisions(id);
alter table users add column loc_district_id bigint references districts(id);
alter table users add column loc_upazila_id bigint references upazilas(id);
alter table users add column vendor_organization_name text;
-- Contact data entered by an administrator or a seed counts as verified (the default fills existing rows and every
-- insert that does not name the column); a self-registration writes null until the owner proves it: the mobile with
-- a code, the e-mail with a link. A self-registered account is inactive (row_status 0) until its mobile is verified.
alter table users add column mobile_verified_at timestamptz default now();
alter table users add column email_verified_at timestamptz default now();
alter table users add column self_registered_at timestamptz;

-- Uniqueness checks of the signup form ('Already exists') look these up.
create index users_mobile on users (mobile) where deleted_at is null;
create index users_email_lower on users (lower(email)) where deleted_at is null;
create index users_unverified on users (self_registered_at) where mobile_verified_at is null;

-- Six-digit codes (mobile verification, forgot-password OTP). Only an argon2 hash is kept; the code itself exists
-- in the outgoing SMS/e-mail only. A new code retires the older live one of the same purpose.
create table verification_codes (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('mobile_verification', 'password_reset')),
  code_hash text not null,
  attempts int not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_codes_live on verification_codes (user_id, purpose, id desc);

-- Opaque single-use tokens: the e-mail verification link's ref and the password reset token. 32 random bytes,
-- kept as their SHA-256 (high entropy: a fast hash is enough); `email` binds a link to the address it was sent to.
create table account_tokens (
  token_hash text primary key,
  user_id bigint not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('email_verification', 'password_reset')),
  email text,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index account_tokens_user on account_tokens (user_id, purpose);
