-- The search index (issue 17 item 5, ADR 0097): one table of documents for every index behind the gateway's search
-- port (domains/search), PostgreSQL full text being the default engine. A document is a source row's searchable text
-- in both languages; `document` is its 'simple' tsvector (no stemming, no stop words: Bengali words are kept as
-- written, like the job board's search_vector of 010). One GIN index serves every index name.
create table search_documents (
  index_name text not null check (index_name in ('jobs', 'courses', 'notices', 'youth_cvs')),
  source_id bigint not null,
  title text not null,
  title_en text,
  -- plain text (markup removed), at most 200 characters: what a result shows under its title
  snippet text not null default '',
  snippet_en text,
  -- the rest of the searched text
  body text not null default '',
  document tsvector generated always as (
    to_tsvector('simple', title || ' ' || coalesce(title_en, '') || ' ' || body)
  ) stored,
  indexed_at timestamptz not null default now(),
  primary key (index_name, source_id)
);
create index search_documents_document on search_documents using gin (document);

-- The last full rebuild ("document sync") of each index.
create table search_index_syncs (
  index_name text primary key check (index_name in ('jobs', 'courses', 'notices', 'youth_cvs')),
  last_synced_at timestamptz not null,
  last_sync_count integer not null,
  last_sync_ms integer not null
);

-- Text of a source column as a snippet: tags and runs of white space become one space, cut to `n` characters.
create function search_plain(t text, n integer) returns text language sql immutable parallel safe as $$
  select left(btrim(regexp_replace(regexp_replace(coalesce(t, ''), '<[^>]*>|&nbsp;', ' ', 'g'), '\s+', ' ', 'g')), n)
$$;

-- What each index holds: one view per index (`search_source_<index>`), the only definition of an index's documents,
-- read by a full rebuild and by the refresh of single documents. Each view holds only what may be found: live jobs,
-- published active courses, active notices, the CVs of active, verified youth in the CV bank (migration 019's
-- opt-in). What depends on the day (a job's publication and deadline, a notice's date) and the CV bank's other
-- conditions are checked again when a search runs (domains/search/visibility.ts), so a stale index never shows
-- what the public may not open.
create view search_source_jobs as
  select j.id as source_id, coalesce(j.job_title, j.job_title_en, '') as title, j.job_title_en as title_en,
         search_plain(j.job_responsibilities, 200) as snippet,
         nullif(search_plain(j.job_responsibilities_en, 200), '') as snippet_en,
         search_plain(concat_ws(' ', j.job_responsibilities, j.job_responsibilities_en, j.job_context,
           j.job_context_en), 4000) as body
    from jobs j
   where j.status = 'live' and j.deleted_at is null;

create view search_source_courses as
  select c.id as source_id, c.title, c.title_en,
         search_plain(c.overview, 200) as snippet, nullif(search_plain(c.overview_en, 200), '') as snippet_en,
         search_plain(concat_ws(' ', c.overview, c.overview_en, c.objectives, c.objectives_en, c.target_group,
           c.target_group_en), 4000) as body
    from courses c
   where c.publication_status = 'published' and c.row_status = 1;

create view search_source_notices as
  select n.id as source_id, n.title, n.title_en,
         search_plain(n.details, 200) as snippet, nullif(search_plain(n.details_en, 200), '') as snippet_en,
         search_plain(concat_ws(' ', n.details, n.details_en), 4000) as body
    from notices n
   where n.deleted_at is null and n.row_status = 1;

-- A CV's name and, where the youth shows them on the CV, its skills and positions (never a hidden section).
create view search_source_youth_cvs as
  select u.id as source_id, u.full_name as title, u.full_name_en as title_en,
         search_plain(s.skills, 200) as snippet, null::text as snippet_en,
         search_plain(concat_ws(' ', s.skills, x.positions), 4000) as body
    from users u
    join youth_profiles p on p.user_id = u.id
    left join lateral (select string_agg(concat_ws(' ', k.title, k.title_en), ', ' order by ys.id) as skills
                         from youth_skills ys join skills k on k.id = ys.skill_id
                        where ys.youth_id = u.id and ys.add_to_cv and not ('skills' = any(p.hidden_sections))) s on true
    left join lateral (select string_agg(e.position, ', ' order by e.id) as positions
                         from youth_experiences e
                        where e.youth_id = u.id and e.add_to_cv and not ('experiences' = any(p.hidden_sections))) x on true
   where u.user_type_code = 3 and u.row_status = 1 and u.deleted_at is null and u.mobile_verified_at is not null
     and p.in_cv_bank;

-- Refreshes the documents of `ids` in one index from its view: a row the view no longer holds is removed. The insert
-- is an upsert: two transactions changing two source rows of one document (a youth's account and profile) at once
-- each refresh it, and the second waits for the first instead of failing on the primary key.
create function search_refresh(p_index text, ids bigint[]) returns void language plpgsql as $$
begin
  delete from search_documents where index_name = p_index and source_id = any(ids);
  execute format(
    'insert into search_documents (index_name, source_id, title, title_en, snippet, snippet_en, body)
     select %L, source_id, title, title_en, snippet, snippet_en, body from %I where source_id = any($1)
     on conflict (index_name, source_id) do update set title = excluded.title, title_en = excluded.title_en,
       snippet = excluded.snippet, snippet_en = excluded.snippet_en, body = excluded.body, indexed_at = now()',
    p_index, 'search_source_' || p_index) using ids;
end $$;

-- Keeps the documents fresh whatever writes the source rows (a publication, an unpublication, an edit, a delete, the
-- seed): once per statement, over its transition table `changed`. TG_ARGV[0] names the index, TG_ARGV[1] the
-- changed table's column holding the document's id.
create function search_source_changed() returns trigger language plpgsql as $$
declare
  ids bigint[];
begin
  execute format('select array(select distinct %I from changed)', tg_argv[1]) into ids;
  perform search_refresh(tg_argv[0], ids);
  return null;
end $$;

create trigger search_jobs_on_insert after insert on jobs
  referencing new table as changed for each statement execute function search_source_changed('jobs', 'id');
create trigger search_jobs_on_update after update on jobs
  referencing new table as changed for each statement execute function search_source_changed('jobs', 'id');
create trigger search_jobs_on_delete after delete on jobs
  referencing old table as changed for each statement execute function search_source_changed('jobs', 'id');
create trigger search_courses_on_insert after insert on courses
  referencing new table as changed for each statement execute function search_source_changed('courses', 'id');
create trigger search_courses_on_update after update on courses
  referencing new table as changed for each statement execute function search_source_changed('courses', 'id');
create trigger search_courses_on_delete after delete on courses
  referencing old table as changed for each statement execute function search_source_changed('courses', 'id');
create trigger search_notices_on_insert after insert on notices
  referencing new table as changed for each statement execute function search_source_changed('notices', 'id');
create trigger search_notices_on_update after update on notices
  referencing new table as changed for each statement execute function search_source_changed('notices', 'id');
create trigger search_notices_on_delete after delete on notices
  referencing old table as changed for each statement execute function search_source_changed('notices', 'id');
-- a CV leaves the index when the youth leaves the CV bank, hides a section or the account is deactivated
create trigger search_cvs_on_profile_insert after insert on youth_profiles
  referencing new table as changed for each statement execute function search_source_changed('youth_cvs', 'user_id');
create trigger search_cvs_on_profile_update after update on youth_profiles
  referencing new table as changed for each statement execute function search_source_changed('youth_cvs', 'user_id');
create trigger search_cvs_on_user_update after update on users
  referencing new table as changed for each statement execute function search_source_changed('youth_cvs', 'id');

-- the documents of the rows that exist already
insert into search_documents (index_name, source_id, title, title_en, snippet, snippet_en, body)
  select 'jobs', source_id, title, title_en, snippet, snippet_en, body from search_source_jobs
  union all select 'courses', source_id, title, title_en, snippet, snippet_en, body from search_source_courses
  union all select 'notices', source_id, title, title_en, snippet, snippet_en, body from search_source_notices
  union all select 'youth_cvs', source_id, title, title_en, snippet, snippet_en, body from search_source_youth_cvs;
