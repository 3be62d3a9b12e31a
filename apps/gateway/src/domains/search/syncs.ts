import { SEARCH_INDEXES, type SearchIndexInfo, type SearchIndexName } from '@platform/contract';
import type { Db } from '../../db/client';
import type { SearchIndex } from './port';

/* The admin's view of the indexes and "document sync" (migration 050's search_index_syncs). */

/** Every index with its document count and its last full rebuild, in the contract's order. */
export async function listIndexes(db: Db, search: SearchIndex): Promise<SearchIndexInfo[]> {
  const counts = await search.counts();
  const syncs = await db.query<Omit<SearchIndexInfo, 'document_count'>>(
    `select index_name, to_char(last_synced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_synced_at,
            last_sync_count, last_sync_ms
       from search_index_syncs`,
  );
  const byName = new Map(syncs.rows.map((s) => [s.index_name, s]));
  return SEARCH_INDEXES.map((index_name) => ({
    index_name,
    document_count: counts.get(index_name) ?? 0,
    last_synced_at: byName.get(index_name)?.last_synced_at ?? null,
    last_sync_count: byName.get(index_name)?.last_sync_count ?? null,
    last_sync_ms: byName.get(index_name)?.last_sync_ms ?? null,
  }));
}

/** Rebuilds one index from its source and records when, how many and how long. */
export async function syncIndex(
  db: Db,
  search: SearchIndex,
  index: SearchIndexName,
): Promise<SearchIndexInfo> {
  const started = performance.now();
  const written = await search.rebuild(index);
  const ms = Math.round(performance.now() - started);
  await db.query(
    `insert into search_index_syncs (index_name, last_synced_at, last_sync_count, last_sync_ms)
     values ($1, now(), $2, $3)
     on conflict (index_name) do update set last_synced_at = excluded.last_synced_at,
       last_sync_count = excluded.last_sync_count, last_sync_ms = excluded.last_sync_ms`,
    [index, written, ms],
  );
  const info = (await listIndexes(db, search)).find((i) => i.index_name === index);
  if (!info) throw new Error(`search index ${index} is missing from the list`);
  return info;
}
