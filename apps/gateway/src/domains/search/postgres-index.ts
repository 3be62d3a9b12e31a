import { SEARCH_INDEXES, type SearchIndexName } from '@platform/contract';
import type { Db } from '../../db/client';
import { searchQueryOf } from '../jobs/search';
import { inBatches } from '../../platform/background';
import type { RebuildOptions, SearchDocument, SearchHit, SearchIndex, SearchRequest } from './port';
import { sourceView } from './sources';
import { visibleNow } from './visibility';

/*
 * The default engine of the search port (ADR 0097): the `search_documents` table of migration 050 with its 'simple'
 * tsvector and GIN index. Migration 050's triggers keep it fresh as the source rows change, so `upsert` and `remove`
 * serve an engine-neutral caller and tests; `rebuild` rewrites one index from its view in batches (ADR 0116).
 */

/** Documents per batch of a rebuild: one statement each, short enough that the public search waits on none. */
export const REBUILD_BATCH = 500;

/** A total stops here: counting every match of a common word would grow with the platform. */
export const SEARCH_MAX_TOTAL = 1000;

const COLUMNS = 'index_name, source_id, title, title_en, snippet, snippet_en, body';

export function postgresSearchIndex(db: Db): SearchIndex {
  return {
    engine: 'postgresql',

    async upsert(index: SearchIndexName, documents: SearchDocument[]) {
      if (!documents.length) return;
      await db.query(
        `insert into search_documents (${COLUMNS})
         select $1, d.source_id, d.title, d.title_en, d.snippet, d.snippet_en, d.body
           from jsonb_to_recordset($2::jsonb) as d(source_id bigint, title text, title_en text, snippet text,
                snippet_en text, body text)
         on conflict (index_name, source_id) do update set title = excluded.title, title_en = excluded.title_en,
           snippet = excluded.snippet, snippet_en = excluded.snippet_en, body = excluded.body, indexed_at = now()`,
        [
          index,
          JSON.stringify(
            documents.map((d) => ({
              source_id: d.sourceId,
              title: d.title,
              title_en: d.titleEn,
              snippet: d.snippet,
              snippet_en: d.snippetEn,
              body: d.body,
            })),
          ),
        ],
      );
    },

    async remove(index: SearchIndexName, sourceIds: number[]) {
      if (!sourceIds.length) return;
      await db.query('delete from search_documents where index_name = $1 and source_id = any($2::bigint[])', [
        index,
        sourceIds,
      ]);
    },

    async rebuild(index: SearchIndexName, options: RebuildOptions = {}) {
      // upsert + delete-missing (ADR 0116): the ids the source holds now, their documents rewritten batch by batch in
      // place (a row whose text has not changed is left alone), then the documents of ids the source no longer holds
      // removed in one statement. Each batch commits on its own: the public search answers from a whole index
      // throughout, and a failure midway leaves every document there (the ones written so far already fresh).
      const view = sourceView(index);
      const ids = (
        await db.query<{ id: string }>(`select source_id as id from ${view} order by source_id`)
      ).rows.map((r) => r.id);
      let written = 0;
      await options.progress?.(0, ids.length);
      await inBatches(ids, options.batch ?? REBUILD_BATCH, async (batch, offset) => {
        const r = await db.query<{ n: number }>(
          `with written as (
             insert into search_documents (${COLUMNS})
             select $1, source_id, title, title_en, snippet, snippet_en, body from ${view}
              where source_id = any($2::bigint[])
             on conflict (index_name, source_id) do update set title = excluded.title, title_en = excluded.title_en,
               snippet = excluded.snippet, snippet_en = excluded.snippet_en, body = excluded.body, indexed_at = now()
             where (search_documents.title, search_documents.title_en, search_documents.snippet,
                    search_documents.snippet_en, search_documents.body)
                   is distinct from (excluded.title, excluded.title_en, excluded.snippet, excluded.snippet_en,
                    excluded.body)
             returning 1)
           select count(*)::int as n from written`,
          [index, batch],
        );
        written += r.rows[0]?.n ?? 0;
        await options.progress?.(offset + batch.length, ids.length);
      });
      const gone = await db.query<{ n: number }>(
        `with gone as (
           delete from search_documents d
            where d.index_name = $1 and not exists (select 1 from ${view} v where v.source_id = d.source_id)
           returning 1)
         select count(*)::int as n from gone`,
        [index],
      );
      return { written, removed: gone.rows[0]?.n ?? 0 };
    },

    async counts() {
      const r = await db.query<{ index_name: SearchIndexName; n: number }>(
        'select index_name, count(*)::int as n from search_documents group by index_name',
      );
      const counts = new Map<SearchIndexName, number>(SEARCH_INDEXES.map((i) => [i, 0]));
      for (const row of r.rows) counts.set(row.index_name, row.n);
      return counts;
    },

    async query(request: SearchRequest) {
      const tsquery = searchQueryOf(request.text);
      if (!tsquery || !request.indexes.length) return { hits: [], total: 0 };
      const visible = visibleNow('$3');
      const cond = `d.index_name = any($1::text[]) and d.document @@ to_tsquery('simple', $2) and (${request.indexes
        .map((i) => `(d.index_name = '${i}' and ${visible[i]})`)
        .join(' or ')})`;
      const params = [request.indexes, tsquery, request.today];
      const { page, page_size } = request.page;
      const offset = (page - 1) * page_size;
      const limit = Math.max(0, Math.min(page_size, SEARCH_MAX_TOTAL - offset));
      const rows = await db.query<SearchHit>(
        `select d.index_name as index, d.source_id::int as "sourceId", d.title, d.title_en as "titleEn",
                  d.snippet, d.snippet_en as "snippetEn"
             from search_documents d
            where ${cond}
            order by ts_rank(d.document, to_tsquery('simple', $2)) desc, d.indexed_at desc, d.source_id desc
            limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`,
        params,
      );
      const total = await db.query<{ n: number }>(
        `select count(*)::int as n from (select 1 from search_documents d where ${cond} limit ${SEARCH_MAX_TOTAL}) t`,
        params,
      );
      return { hits: rows.rows, total: total.rows[0]?.n ?? 0 };
    },
  };
}
