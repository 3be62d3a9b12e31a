import { SEARCH_INDEXES, type SearchIndexName } from '@platform/contract';
import type { Db } from '../../db/client';
import { searchQueryOf } from '../jobs/search';
import { ExpiringSet } from '../../platform/expiring-set';
import type { RebuildOptions, SearchDocument, SearchHit, SearchIndex, SearchRequest } from './port';
import { rebuildBySwap } from './rebuild';
import { visibleNow } from './visibility';

/*
 * The default engine of the search port (ADR 0097): the `search_documents` table of migration 050 with its 'simple'
 * tsvector, one partition per index (migration 072) with its GIN and btree indexes. Migration 050's triggers keep it
 * fresh as the source rows change, so `upsert` and `remove` serve an engine-neutral caller and tests; `rebuild` builds
 * a new partition from the index's view and swaps it in (rebuild.ts, ADR 0133).
 */

/** A total stops here: counting every match of a common word would grow with the platform. */
export const SEARCH_MAX_TOTAL = 1000;

/**
 * A kind (jobs, courses, notices) whose words match this many documents before the visibility check is "broad" for
 * those words: its candidates are read newest first from the index in order until the page is full, instead of
 * gathered and sorted (ADR 0125). Remembered per gateway for SEARCH_BROAD_MEMORY_MS (at most 5,000 word sets).
 */
export const SEARCH_BROAD_AT = SEARCH_MAX_TOTAL;

/**
 * How long a gateway remembers that a kind is broad for some words (ADR 0129). Learning it again is one gather of
 * SEARCH_BROAD_AT matches (44–147 ms of server time idle, 102–371 ms while a document sync rewrites the index, on the
 * shared 2 cores), paid by every request of those words until the first one has learnt; one minute (ADR 0125) made
 * every popular word relearn during a sync. A word's matches change slowly, and what is remembered changes the cost
 * only, never the results.
 */
export const SEARCH_BROAD_MEMORY_MS = 10 * 60_000;

/*
 * The feed search's order (ADR 0125): documents with every word in their title (either language) first, then those
 * with the words elsewhere; within each, the most recently indexed first (a document is rewritten only when its text
 * changes, ADR 0116: published or edited most recently), then the higher source id. Per kind and tier one "part":
 *   gather — the matches found by the GIN index (at most SEARCH_BROAD_AT of them), each checked for visibility,
 *            sorted: a few matches, read all;
 *   walk   — the index of (index_name, indexed_at, source_id) read in that order, each document's words tested
 *            (`ts_match_vq`, the function of `@@`, which no index serves: the planner cannot switch to the GIN index
 *            and sort every match) until the first `offset + limit` visible ones: many matches, read only the front.
 * A kind with few matches is one gathered part (its title matches sorted first inside it); a broad kind is a walk of
 * all its matches and a part of its title matches. The page is the front of the union of the parts, in the order:
 * a kind's first n documents in that order are among its first n matches and its first n title matches.
 */
type Tier = 'all' | 'title';
interface Part {
  index: SearchIndexName;
  tier: Tier;
  read: 'gather' | 'walk';
}

interface RankedRow {
  /** Per part: the matches it gathered (null for a walk); and, of those, the visible ones. */
  matched: (number | null)[];
  shown: (number | null)[];
  index: string | null;
  sourceId: string | number | null;
  title: string | null;
  titleEn: string | null;
  snippet: string | null;
  snippetEn: string | null;
}

const Q = `to_tsquery('simple', $1)`;
const ORDER = 'in_title desc, indexed_at desc, source_id desc';

/** One statement: the parts' candidates, the page of their union in the order, and each part's counts. */
function rankedPageSql(parts: Part[], first: number, limit: number, offset: number, broadAt: number): string {
  const visible = visibleNow('$2');
  const ctes: string[] = [];
  const matched: string[] = [];
  const shown: string[] = [];
  parts.forEach((part, i) => {
    const vector = part.tier === 'title' ? 'title_document' : 'document';
    const inTitle = part.tier === 'title' ? 'true' : `d.title_document @@ ${Q}`;
    if (part.read === 'walk') {
      ctes.push(`p${i} as (
        select d.index_name, d.source_id, d.indexed_at, ${inTitle} as in_title from search_documents d
         where d.index_name = '${part.index}' and ts_match_vq(d.${vector}, ${Q}) and ${visible[part.index]}
         order by d.indexed_at desc, d.source_id desc limit ${first})`);
      matched.push('null::int');
      shown.push('null::int');
      return;
    }
    ctes.push(`g${i} as materialized (
        select d.index_name, d.source_id, d.indexed_at, ${inTitle} as in_title from search_documents d
         where d.index_name = '${part.index}' and d.${vector} @@ ${Q} limit ${broadAt})`);
    ctes.push(`v${i} as materialized (select * from g${i} d where ${visible[part.index]})`);
    ctes.push(`p${i} as (select * from v${i} order by ${ORDER} limit ${first})`);
    matched.push(`(select count(*)::int from g${i})`);
    shown.push(`(select count(*)::int from v${i})`);
  });
  const union = parts.map((_, i) => `select * from p${i}`).join(' union ');
  return `with ${ctes.join(',\n')},
    c as (${union})
    select m.matched, m.shown, d.index_name as index, d.source_id as "sourceId", d.title, d.title_en as "titleEn",
           d.snippet, d.snippet_en as "snippetEn"
      from (select array[${matched.join(', ')}] as matched, array[${shown.join(', ')}] as shown) m
      left join lateral (select * from c order by ${ORDER}, index_name limit ${limit} offset ${offset}) h on true
      left join search_documents d on d.index_name = h.index_name and d.source_id = h.source_id
     order by h.in_title desc, h.indexed_at desc, h.source_id desc, h.index_name`;
}

const COLUMNS = 'index_name, source_id, title, title_en, snippet, snippet_en, body';

export function postgresSearchIndex(db: Db, options: { broadAt?: number } = {}): SearchIndex {
  const broadAt = options.broadAt ?? SEARCH_BROAD_AT;
  const broad = new ExpiringSet(SEARCH_BROAD_MEMORY_MS, 5_000);
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
      return rebuildBySwap(db, index, options);
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
      const { page, page_size } = request.page;
      const offset = Math.trunc((page - 1) * page_size);
      const limit = Math.trunc(Math.max(0, Math.min(page_size, SEARCH_MAX_TOTAL - offset)));
      const isBroad = (part: Pick<Part, 'index' | 'tier'>) =>
        broad.has(`${part.index}|${part.tier}|${tsquery}`);
      // At most three reads: a gathered part that finds `broadAt` matches learns that its words are broad, and the
      // search runs again reading that part in order (a broad kind's title part may learn the same on the second);
      // the rows of a full gather are never used. Results never depend on what is remembered, only the cost.
      for (let attempt = 0; ; attempt++) {
        const parts = request.indexes.flatMap((index): Part[] =>
          isBroad({ index, tier: 'all' })
            ? [
                { index, tier: 'all', read: 'walk' },
                { index, tier: 'title', read: isBroad({ index, tier: 'title' }) ? 'walk' : 'gather' },
              ]
            : [{ index, tier: 'all', read: 'gather' }],
        );
        const r = await db.query<RankedRow>(rankedPageSql(parts, offset + limit, limit, offset, broadAt), [
          tsquery,
          request.today,
        ]);
        const meta = r.rows[0] ?? { matched: [], shown: [] };
        const full = parts.filter((part, i) => part.read === 'gather' && (meta.matched[i] ?? 0) >= broadAt);
        for (const part of full) broad.add(`${part.index}|${part.tier}|${tsquery}`);
        if (full.length && attempt < 2) continue;
        const hits: SearchHit[] = r.rows
          .filter((row) => row.sourceId !== null)
          .map(({ index, sourceId, title, titleEn, snippet, snippetEn }) => ({
            index: index as SearchIndexName,
            sourceId: Number(sourceId),
            title: title as string,
            titleEn,
            snippet: snippet as string,
            snippetEn,
          }));
        // the total: every visible match counted while none of the kinds is broad; else the cap, unless this page
        // shows where the matches end
        const total = parts.some((part) => part.tier === 'all' && part.read === 'walk')
          ? hits.length < limit
            ? Math.min(SEARCH_MAX_TOTAL, offset + hits.length)
            : SEARCH_MAX_TOTAL
          : Math.min(
              SEARCH_MAX_TOTAL,
              parts.reduce((n, _, i) => n + (meta.shown[i] ?? 0), 0),
            );
        return { hits, total };
      }
    },
  };
}
