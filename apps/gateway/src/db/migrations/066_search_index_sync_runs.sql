-- Document syncs in the background (issue 17 performance, ADR 0116): each "document sync" of a search index is a run
-- that writes the index's documents in batches and records how far it got (done of total), how it ended and, when it
-- failed, why. search_index_syncs (050) keeps the last successful sync of each index, as the admin list shows it.
create table search_index_sync_runs (
  id bigserial primary key,
  index_name text not null check (index_name in ('jobs', 'courses', 'notices', 'youth_cvs')),
  state text not null default 'running' check (state in ('running', 'done', 'failed')),
  -- documents written so far, of the documents the source held when the run started
  done integer not null default 0,
  total integer not null default 0,
  -- documents removed at the end (no longer in the source); null until the run is done
  removed integer,
  error text,
  started_by bigint references users(id) on delete set null,
  started_at timestamptz not null default now(),
  -- the last batch written: a run with no progress for minutes is a run whose process stopped
  progressed_at timestamptz not null default now(),
  finished_at timestamptz,
  duration_ms integer,
  check ((state = 'running') = (finished_at is null))
);
-- one running sync per index: a second start while one runs is refused (409) by this index, race or not
create unique index search_index_sync_runs_running on search_index_sync_runs (index_name) where state = 'running';
create index search_index_sync_runs_by_index on search_index_sync_runs (index_name, id desc);
