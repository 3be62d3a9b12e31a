-- The feed search's order (issue 17 performance, ADR 0125): title matches first, then the rest, each newest first,
-- read from indexes instead of ranking every match (domains/search/postgres-index.ts).
-- `title_document` is the title's words alone (both languages, the same 'simple' configuration as `document`),
-- generated so it cannot disagree with the title.
alter table search_documents add column title_document tsvector generated always as (
  to_tsvector('simple', title || ' ' || coalesce(title_en, ''))
) stored;
-- The order within a kind: a common word's page reads a kind's documents in this order until it is full, and stops.
create index search_documents_newest on search_documents (index_name, indexed_at desc, source_id desc);
-- A rare word's matches, found per kind: one GIN index per kind and vector, so a word common in one kind (every job
-- title holds "job") costs nothing when the search gathers the few matches of another. They replace 050's one index.
-- `fastupdate = off`: a document sync's writes go into the index at once rather than into a pending list that every
-- search would have to read through while the sync runs (the sync pays, the public search does not).
create index search_documents_jobs on search_documents using gin (document) with (fastupdate = off)
  where index_name = 'jobs';
create index search_documents_courses on search_documents using gin (document) with (fastupdate = off)
  where index_name = 'courses';
create index search_documents_notices on search_documents using gin (document) with (fastupdate = off)
  where index_name = 'notices';
create index search_documents_youth_cvs on search_documents using gin (document) with (fastupdate = off)
  where index_name = 'youth_cvs';
create index search_documents_jobs_title on search_documents using gin (title_document) with (fastupdate = off)
  where index_name = 'jobs';
create index search_documents_courses_title on search_documents using gin (title_document) with (fastupdate = off)
  where index_name = 'courses';
create index search_documents_notices_title on search_documents using gin (title_document) with (fastupdate = off)
  where index_name = 'notices';
create index search_documents_youth_cvs_title on search_documents using gin (title_document) with (fastupdate = off)
  where index_name = 'youth_cvs';
drop index search_documents_document;

-- The dashboard statistics at the seed-scale data (issue 17 performance, ADR 0125; families of ADR 0087): each family's
-- rows read from an index alone. Jobs published: only approved or live, undeleted jobs (100,000 of them were a
-- parallel scan of the table, 280 ms); enrolments and completions: enrolled ones, with the course for an institute's
-- share; certificates: with their institute.
create index jobs_published_live on jobs (published_at) where status in ('approved', 'live') and deleted_at is null;
create index course_enrolments_enrolled_course on course_enrolments (enrolled_at) include (course_id)
  where status = 'enrolled';
create index course_enrolments_completed on course_enrolments (completed_at) include (course_id)
  where status = 'enrolled' and completed_at is not null;
create index certificates_issued_institute on certificates (issued_at) include (institute_id)
  where revoked_at is null;

-- The homes' queues (recruiter: drafts, awaiting approval, awaiting payment; admin: pending approvals) counted per
-- status within an organisation, or platform-wide: a few index entries instead of a scan of an organisation's
-- 100,000 live jobs (330 ms under the bench's load).
create index jobs_status_organization on jobs (status, organization_id) where deleted_at is null;
