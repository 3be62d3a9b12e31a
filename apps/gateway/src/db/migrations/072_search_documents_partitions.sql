-- A full document sync builds a new copy of one index and swaps it in (issue 17 performance, ADR 0133): the documents
-- are partitioned by index, one table per index, so a rebuild fills a table of its own (`search_documents_<index>_next`,
-- domains/search/postgres-index.ts), indexes and vacuums it, and exchanges it for the live partition in one short
-- transaction. The public search reads the old, clean partition for the whole build.
alter table search_documents rename to search_documents_071;
alter table search_documents_071 drop constraint search_documents_pkey;
drop index search_documents_newest, search_documents_jobs, search_documents_courses, search_documents_notices,
  search_documents_youth_cvs, search_documents_jobs_title, search_documents_courses_title,
  search_documents_notices_title, search_documents_youth_cvs_title;

-- the same columns as 050 + 071
create table search_documents (
  index_name text not null check (index_name in ('jobs', 'courses', 'notices', 'youth_cvs')),
  source_id bigint not null,
  title text not null,
  title_en text,
  snippet text not null default '',
  snippet_en text,
  body text not null default '',
  document tsvector generated always as (
    to_tsvector('simple', title || ' ' || coalesce(title_en, '') || ' ' || body)
  ) stored,
  title_document tsvector generated always as (
    to_tsvector('simple', title || ' ' || coalesce(title_en, ''))
  ) stored,
  indexed_at timestamptz not null default now(),
  primary key (index_name, source_id)
) partition by list (index_name);
create table search_documents_jobs partition of search_documents for values in ('jobs');
create table search_documents_courses partition of search_documents for values in ('courses');
create table search_documents_notices partition of search_documents for values in ('notices');
create table search_documents_youth_cvs partition of search_documents for values in ('youth_cvs');

insert into search_documents (index_name, source_id, title, title_en, snippet, snippet_en, body, indexed_at)
  select index_name, source_id, title, title_en, snippet, snippet_en, body, indexed_at from search_documents_071;
drop table search_documents_071;

-- Each partition's indexes by name (a rebuild builds the same ones on its new table, named `<name>_next`, and renames
-- them when it swaps), then the parent's, which adopt them. 071's reasons hold: a kind's words in a GIN index of its
-- own (now its partition's), `fastupdate = off`; the order within a kind read from a btree.
do $$
declare
  i text;
begin
  foreach i in array array['jobs', 'courses', 'notices', 'youth_cvs'] loop
    execute format('create index %I on %I using gin (document) with (fastupdate = off)',
      'search_documents_' || i || '_document', 'search_documents_' || i);
    execute format('create index %I on %I using gin (title_document) with (fastupdate = off)',
      'search_documents_' || i || '_title', 'search_documents_' || i);
    execute format('create index %I on %I (indexed_at desc, source_id desc)',
      'search_documents_' || i || '_newest', 'search_documents_' || i);
  end loop;
end $$;
create index search_documents_document on search_documents using gin (document) with (fastupdate = off);
create index search_documents_title on search_documents using gin (title_document) with (fastupdate = off);
create index search_documents_newest on search_documents (indexed_at desc, source_id desc);

-- While a rebuild of an index runs, its row is here, and every refresh of one of its documents (the triggers of 050)
-- records the ids it refreshed: the swap replays them into the new table, so a change made during the build is kept.
create table search_rebuilds (
  index_name text primary key check (index_name in ('jobs', 'courses', 'notices', 'youth_cvs')),
  started_at timestamptz not null default now()
);
create table search_rebuild_changes (
  index_name text not null check (index_name in ('jobs', 'courses', 'notices', 'youth_cvs')),
  source_id bigint not null
);
create index search_rebuild_changes_index on search_rebuild_changes (index_name, source_id);

-- 050's refresh, and the record of a change while a rebuild runs. Every refresh holds the index's advisory lock
-- shared until its transaction ends; a rebuild takes it exclusively after marking itself (so a refresh that looked
-- before the mark has committed before the build reads anything) and again to swap (so no refresh is half done).
create or replace function search_refresh(p_index text, ids bigint[]) returns void language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(hashtext('platform.search_rebuild.' || p_index));
  if exists (select 1 from search_rebuilds where index_name = p_index) then
    insert into search_rebuild_changes (index_name, source_id) select p_index, unnest(ids);
  end if;
  delete from search_documents where index_name = p_index and source_id = any(ids);
  execute format(
    'insert into search_documents (index_name, source_id, title, title_en, snippet, snippet_en, body)
     select %L, source_id, title, title_en, snippet, snippet_en, body from %I where source_id = any($1)
     on conflict (index_name, source_id) do update set title = excluded.title, title_en = excluded.title_en,
       snippet = excluded.snippet, snippet_en = excluded.snippet_en, body = excluded.body, indexed_at = now()',
    p_index, 'search_source_' || p_index) using ids;
end $$;
