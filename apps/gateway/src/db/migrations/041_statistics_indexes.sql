-- The admin's activity charts (spec §7 dashboard-statistics; issue 17 item 3; ADR 0087) count rows by the day they
-- happened: one index per dating column, so a range reads only its own rows.
create index users_youth_created on users (created_at) where user_type_code = 3 and deleted_at is null;
create index jobs_published_on on jobs (published_at) where published_at is not null;
create index job_applications_applied on job_applications (applied_at);
create index course_enrolments_enrolled on course_enrolments (enrolled_at) where enrolled_at is not null;
create index certificates_issued on certificates (issued_at) where revoked_at is null;
