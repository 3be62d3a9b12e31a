-- The public youth directory by choice (issue 18 item 5, ADR 0096): a youth is listed at /youths only after saying
-- so on /settings. Off on every profile, new and existing: nobody is listed without having chosen it.
alter table youth_profiles add column in_youth_directory boolean not null default false;
-- the directory walks listed profiles only
create index youth_profiles_in_youth_directory on youth_profiles (user_id) where in_youth_directory;
