-- Platform-wide job and course lists of the admin portal (issue 17 item 8; ADR 0107): a staff member deactivates
-- a job post or a course and restores it.
--
-- A deactivated job is a stored status of its own, so that every public read that asks for `status = 'live'` (the
-- board, a job page, featured jobs, categories, vendors, the search index, recommendations, alerts) leaves it out
-- without a change, and the partial indexes on live jobs stay as they are. `deactivated_from` keeps the status it
-- had (live or approved) for the restore.
alter table jobs drop constraint jobs_status_check;
alter table jobs add constraint jobs_status_check
  check (status in ('draft', 'pending_approval', 'rejected', 'approved', 'live', 'deactivated'));
alter table jobs
  add column deactivated_from text check (deactivated_from in ('approved', 'live')),
  add column deactivated_at timestamptz,
  add column deactivated_by bigint references users(id);

-- A course's own active/inactive toggle (row_status) is its institute's; a platform deactivation is apart from it, so
-- the institute cannot switch a course back on that staff took out of the catalogue.
alter table courses
  add column deactivated_at timestamptz,
  add column deactivated_by bigint references users(id);
