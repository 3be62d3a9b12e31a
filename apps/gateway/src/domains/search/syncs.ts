import {
  SEARCH_INDEX_ERRORS,
  SEARCH_INDEXES,
  SEARCH_LIMITS,
  type SearchIndexInfo,
  type SearchIndexName,
  type SearchIndexSync,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { type BackgroundLog, inBackground } from '../../platform/background';
import type { PageRequest } from '../../platform/endpoint';
import { HttpError } from '../../platform/errors';
import type { SearchIndex } from './port';
import { sourceView } from './sources';

/*
 * The admin's view of the indexes and "document sync" (ADR 0097, ADR 0116): a sync is a background job, one row of
 * search_index_sync_runs (migration 066) that it keeps up to date batch by batch; search_index_syncs (050) holds the
 * last successful sync of each index.
 */

/** A running sync that has written no batch for this long is one whose process stopped: it is marked failed. */
export const SYNC_STALE_MINUTES = 10;
/** The error recorded for such a sync (a message id: the page says it in the reader's language). */
export const SYNC_STOPPED = 'search_index.errors.stopped';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const syncSelect = (
  distinct = '',
) => `select ${distinct} r.id::int as id, r.index_name, r.state, r.done, r.total, r.removed, r.error,
    ${iso('r.started_at')} as started_at, ${iso('r.finished_at')} as finished_at, r.duration_ms,
    coalesce(nullif(u.full_name_en, ''), u.full_name) as started_by
  from search_index_sync_runs r left join users u on u.id = r.started_by`;

/** Every index with its document count, its last full rebuild and its newest sync (progress), in the contract's order. */
export async function listIndexes(db: Db, search: SearchIndex): Promise<SearchIndexInfo[]> {
  const counts = await search.counts();
  const syncs = await db.query<Omit<SearchIndexInfo, 'document_count' | 'latest_sync'>>(
    `select index_name, ${iso('last_synced_at')} as last_synced_at, last_sync_count, last_sync_ms
       from search_index_syncs`,
  );
  const latest = await db.query<SearchIndexSync>(
    `${syncSelect('distinct on (r.index_name)')} order by r.index_name, r.id desc`,
  );
  const byName = new Map(syncs.rows.map((s) => [s.index_name, s]));
  const latestOf = new Map(latest.rows.map((s) => [s.index_name, s]));
  return SEARCH_INDEXES.map((index_name) => ({
    index_name,
    document_count: counts.get(index_name) ?? 0,
    last_synced_at: byName.get(index_name)?.last_synced_at ?? null,
    last_sync_count: byName.get(index_name)?.last_sync_count ?? null,
    last_sync_ms: byName.get(index_name)?.last_sync_ms ?? null,
    latest_sync: latestOf.get(index_name) ?? null,
  }));
}

/** The history of syncs, newest first, of one index or all. */
export async function listSyncs(
  db: Db,
  index: SearchIndexName | undefined,
  page: PageRequest,
): Promise<{ data: SearchIndexSync[]; total: number }> {
  const where = index ? 'where r.index_name = $1' : '';
  const params = index ? [index] : [];
  const rows = await db.query<SearchIndexSync>(
    `${syncSelect()} ${where} order by r.id desc
      limit ${Math.trunc(page.page_size)} offset ${Math.trunc((page.page - 1) * page.page_size)}`,
    params,
  );
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from search_index_sync_runs r ${where}`,
    params,
  );
  return { data: rows.rows, total: total.rows[0]?.n ?? 0 };
}

async function findSync(db: Db, id: number): Promise<SearchIndexSync> {
  const r = await db.query<SearchIndexSync>(`${syncSelect()} where r.id = $1`, [id]);
  const sync = r.rows[0];
  if (!sync) throw new Error(`search index sync ${id} is missing`);
  return sync;
}

const finish = (state: 'done' | 'failed') =>
  `state = '${state}', finished_at = now(),
   duration_ms = round(extract(epoch from (clock_timestamp() - started_at)) * 1000)::int`;

/**
 * Starts a document sync of one index in the background and answers its row at once (running, with the source's
 * count as its total). A second start while one runs is refused (409, SEARCH_INDEX_ERRORS.alreadyRunning) by the
 * one-running-per-index unique index, whoever asks first; a run left running by a stopped process is failed first.
 * `finished` settles when the job has recorded its outcome (the route does not wait for it; tests and the bench may).
 */
export async function startSync(
  db: Db,
  search: SearchIndex,
  log: BackgroundLog,
  index: SearchIndexName,
  startedBy: number,
  options: { batch?: number } = {},
): Promise<{ sync: SearchIndexSync; finished: Promise<void> }> {
  await db.query(
    `update search_index_sync_runs set ${finish('failed')}, error = $2
      where index_name = $1 and state = 'running' and progressed_at < now() - make_interval(mins => $3)`,
    [index, SYNC_STOPPED, SYNC_STALE_MINUTES],
  );
  const total = await db.query<{ n: number }>(`select count(*)::int as n from ${sourceView(index)}`);
  const inserted = await db.query<{ id: number }>(
    `insert into search_index_sync_runs (index_name, total, started_by) values ($1, $2, $3)
     on conflict (index_name) where state = 'running' do nothing
     returning id::int as id`,
    [index, total.rows[0]?.n ?? 0, startedBy],
  );
  const id = inserted.rows[0]?.id;
  if (!id) throw new HttpError(409, SEARCH_INDEX_ERRORS.alreadyRunning);
  const sync = await findSync(db, id);
  const finished = inBackground(log, 'search index sync stopped', { search_sync_id: id }, () =>
    runSync(db, search, id, index, options.batch),
  );
  return { sync, finished };
}

/** The job: rebuild in batches, recording done/total after each; then its outcome, and the index's last sync. */
async function runSync(
  db: Db,
  search: SearchIndex,
  id: number,
  index: SearchIndexName,
  batch: number | undefined,
): Promise<void> {
  try {
    const { removed } = await search.rebuild(index, {
      batch,
      progress: async (done, total) => {
        await db.query(
          'update search_index_sync_runs set done = $2, total = $3, progressed_at = now() where id = $1',
          [id, done, total],
        );
      },
    });
    await db.transaction(async (tx) => {
      await tx.query(`update search_index_sync_runs set ${finish('done')}, removed = $2 where id = $1`, [
        id,
        removed,
      ]);
      await tx.query(
        `insert into search_index_syncs (index_name, last_synced_at, last_sync_count, last_sync_ms)
         select index_name, finished_at, done, duration_ms from search_index_sync_runs where id = $1
         on conflict (index_name) do update set last_synced_at = excluded.last_synced_at,
           last_sync_count = excluded.last_sync_count, last_sync_ms = excluded.last_sync_ms`,
        [id],
      );
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(
      0,
      SEARCH_LIMITS.syncError,
    );
    await db.query(`update search_index_sync_runs set ${finish('failed')}, error = $2 where id = $1`, [
      id,
      message || 'unknown error',
    ]);
  }
}
