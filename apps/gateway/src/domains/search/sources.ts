import type { SearchIndexName } from '@platform/contract';
import type { Db } from '../../db/client';
import type { SearchDocument } from './port';

/*
 * The source documents of each index: the views `search_source_<index>` of migration 050 are their one definition
 * (what an index holds and which text it searches). An engine outside the database reads them here to fill its
 * index; the PostgreSQL engine also reads them inside the database (its rebuild and its triggers).
 */

/** The view of an index (a fixed name per index, never user text). */
export const sourceView = (index: SearchIndexName) => `search_source_${index}`;

/** The source documents of `ids` in one index (or of the whole index); ids the source no longer holds are absent. */
export async function readSourceDocuments(
  db: Db,
  index: SearchIndexName,
  ids?: number[],
): Promise<SearchDocument[]> {
  const r = await db.query<SearchDocument>(
    `select source_id::int as "sourceId", title, title_en as "titleEn", snippet, snippet_en as "snippetEn", body
       from ${sourceView(index)} ${ids ? 'where source_id = any($1::bigint[])' : ''} order by source_id`,
    ids ? [ids] : [],
  );
  return r.rows;
}
