-- The public course catalogue at 10,000 courses (issue 16 "Performance"; ADR 0111). Its text search was `ilike '%…%'`
-- over the Bengali title, the English title and the code: a read of every course, twice per request (count and page),
-- 35–45 ms at 10,000 courses on the bench machine. Now it is the job board's search (010, ADR 0066): the words of the
-- titles and the code in a 'simple' tsvector (no stemming, Bengali kept as written), matched by word prefix through a
-- GIN index over the catalogue's courses only.
alter table courses add column search_vector tsvector generated always as (
  to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(title_en, '') || ' ' || coalesce(code, ''))
) stored;
create index courses_catalogue_search on courses using gin (search_vector)
  where publication_status = 'published' and row_status = 1 and deactivated_at is null;

-- The catalogue's newest-first walk and its count, over exactly the courses it shows, with its filters' columns as keys
-- (an index-only read: 1–2 ms for any filter's count at 10,000 courses, where reading the wide rows took 4–13 ms).
-- courses_catalogue (031) predates the platform's deactivation (058); it stays for the reads that ask for published,
-- active courses without that test.
create index courses_in_catalogue on courses (id desc, course_type, level, language_medium, fee, institute_id)
  where publication_status = 'published' and row_status = 1 and deactivated_at is null;
