import type { SearchIndexName } from '@platform/contract';
import type { Db } from '../../db/client';
import { inBatches } from '../../platform/background';
import type { RebuildOptions, RebuildResult } from './port';
import { sourceView } from './sources';

/*
 * A full rebuild of one index of the PostgreSQL engine (ADR 0133, replacing ADR 0116's rewrite in place): the index is
 * a partition of `search_documents` (migration 072). The rebuild fills a new table, `<partition>_next`, from the
 * index's view in batches (one backend, so at most one core), builds the partition's indexes on it, vacuums it
 * (`freeze, analyze`: hint bits and the visibility map set before any search reads a row), and swaps it for the live
 * partition in one short transaction. The public search reads the old partition, clean, for the whole build: no dead
 * versions of rewritten documents in its bitmaps, no first reads of fresh rows, no pages it must dirty.
 *
 * Changes made during the build are kept: the rebuild marks itself (`search_rebuilds`) and every refresh of the
 * index's documents (the triggers of 050) then records its ids (`search_rebuild_changes`); the swap replays them from
 * the view into the new table. Refreshes hold the index's advisory lock shared; the rebuild takes it exclusively once
 * after marking itself (a refresh that looked before the mark has committed before the build reads its first batch)
 * and in the swap (no refresh is half done while it replays and exchanges the tables).
 *
 * A failure anywhere before the swap commits drops the new table: the live partition is untouched and keeps serving.
 */

/** Documents per batch of a rebuild: one statement each, read from the view and written to the new table. */
export const REBUILD_BATCH = 500;

/**
 * How long the swap waits for the table lock before it gives up and tries again (SWAP_ATTEMPTS in all): while it waits,
 * searches queue behind it, so it never waits long.
 */
export const SWAP_LOCK_TIMEOUT_MS = 500;
export const SWAP_ATTEMPTS = 5;

const COLUMNS = 'index_name, source_id, title, title_en, snippet, snippet_en, body';
const TEXT = 'title, title_en, snippet, snippet_en, body';

/** The live partition of an index (a fixed name per index, never user text). */
export const partitionOf = (index: SearchIndexName) => `search_documents_${index}`;
const lockKey = (index: SearchIndexName) => `hashtext('platform.search_rebuild.${index}')`;

interface IndexDef {
  name: string;
  def: string;
  constraint: string | null;
}

/** The live partition's indexes, as statements that build the same on the new table under `<name>_next`. */
async function indexStatements(db: Db, live: string, next: string): Promise<string[]> {
  const r = await db.query<IndexDef>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def, pg_get_constraintdef(c.oid) as constraint
       from pg_index x join pg_class i on i.oid = x.indexrelid
       left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid
      where x.indrelid = $1::regclass order by i.relname`,
    [live],
  );
  return r.rows.map(({ name, def, constraint }) => {
    if (constraint) return `alter table ${next} add constraint ${name}_next ${constraint}`;
    const m = /^(CREATE (?:UNIQUE )?INDEX )(\S+)( ON (?:ONLY )?)(\S+)( .*)$/s.exec(def);
    if (!m || m[2] !== name) throw new Error(`unexpected index definition: ${def}`);
    return `${m[1]}${name}_next${m[3]}${next}${m[5]}`;
  });
}

export async function rebuildBySwap(
  db: Db,
  index: SearchIndexName,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const view = sourceView(index);
  const live = partitionOf(index);
  const next = `${live}_next`;
  // a rebuild that stopped midway (its process ended) left its table and its mark: start again from nothing
  await db.query(`drop table if exists ${next}`);
  await db.transaction(async (tx) => {
    await tx.query('delete from search_rebuild_changes where index_name = $1', [index]);
    await tx.query(
      `insert into search_rebuilds (index_name) values ($1)
       on conflict (index_name) do update set started_at = now()`,
      [index],
    );
  });
  try {
    // every refresh that looked for the mark before it was there has committed: the build's reads see its change
    await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${lockKey(index)})`);
    });
    await db.query(
      `create table ${next} (like search_documents including defaults including generated including constraints)`,
    );
    await db.query(`alter table ${next} add constraint ${next}_partition check (index_name = '${index}')`);

    const ids = (
      await db.query<{ id: string }>(`select source_id as id from ${view} order by source_id`)
    ).rows.map((r) => r.id);
    let written = 0;
    await options.progress?.(0, ids.length);
    await inBatches(ids, options.batch ?? REBUILD_BATCH, async (batch, offset) => {
      // a document whose text is unchanged keeps when it was indexed (the feed search's order, ADR 0125); a changed
      // or new one is indexed now, as a rewrite in place did
      const r = await db.query<{ n: number }>(
        `with written as (
           insert into ${next} (${COLUMNS}, indexed_at)
           select $1, v.source_id, v.title, v.title_en, v.snippet, v.snippet_en, v.body,
                  case when (l.${TEXT.split(', ').join(', l.')}) is not distinct from
                            (v.${TEXT.split(', ').join(', v.')}) then l.indexed_at else now() end
             from ${view} v left join search_documents l on l.index_name = $1 and l.source_id = v.source_id
            where v.source_id = any($2::bigint[])
           returning indexed_at)
         select (count(*) filter (where indexed_at = now()))::int as n from written`,
        [index, batch],
      );
      written += r.rows[0]?.n ?? 0;
      await options.progress?.(offset + batch.length, ids.length);
    });

    // the live partition's indexes, built once over the whole table (not entry by entry), by this backend alone
    const statements = await indexStatements(db, live, next);
    await db.transaction(async (tx) => {
      await tx.query('set local max_parallel_maintenance_workers = 0');
      for (const statement of statements) await tx.query(statement);
    });
    await db.query(`vacuum (freeze, analyze) ${next}`);

    const removed = await swap(db, index, live, next, statements.length);
    return { written, removed };
  } catch (error) {
    await db.query(`drop table if exists ${next}`);
    throw error;
  } finally {
    await db.transaction(async (tx) => {
      await tx.query('delete from search_rebuilds where index_name = $1', [index]);
      await tx.query('delete from search_rebuild_changes where index_name = $1', [index]);
    });
  }
}

/**
 * Replays the changes recorded during the build into the new table and exchanges it for the live partition, in one
 * transaction; the documents removed (in the live partition, not in the new table) are counted. The exclusive table
 * lock is held only from the exchange to the commit (catalog changes: milliseconds), and waited for at most
 * SWAP_LOCK_TIMEOUT_MS per attempt.
 */
async function swap(db: Db, index: SearchIndexName, live: string, next: string, indexes: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(${lockKey(index)})`);
        const changed = (
          await tx.query<{ id: string }>(
            'select distinct source_id as id from search_rebuild_changes where index_name = $1',
            [index],
          )
        ).rows.map((r) => r.id);
        if (changed.length) {
          await tx.query(`delete from ${next} where source_id = any($1::bigint[])`, [changed]);
          await tx.query(
            `insert into ${next} (${COLUMNS}) select $1, source_id, ${TEXT} from ${sourceView(index)}
              where source_id = any($2::bigint[])`,
            [index, changed],
          );
        }
        const removed = await tx.query<{ n: number }>(
          `select count(*)::int as n from ${live} l
            where not exists (select 1 from ${next} n where n.index_name = l.index_name and n.source_id = l.source_id)`,
        );
        await tx.query(`set local lock_timeout = ${SWAP_LOCK_TIMEOUT_MS}`);
        await tx.query('lock table search_documents in access exclusive mode');
        await tx.query(`alter table search_documents detach partition ${live}`);
        await tx.query(`drop table ${live}`);
        await tx.query(`alter table ${next} rename to ${live}`);
        const names = await tx.query<{ name: string }>(
          `select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid
            where x.indrelid = $1::regclass`,
          [live],
        );
        if (names.rows.length !== indexes)
          throw new Error(`${live}: ${names.rows.length} of ${indexes} indexes`);
        for (const { name } of names.rows)
          await tx.query(`alter index ${name} rename to ${name.replace(/_next$/, '')}`);
        await tx.query(`alter table search_documents attach partition ${live} for values in ('${index}')`);
        await tx.query(`alter table ${live} drop constraint ${next}_partition`);
        return removed.rows[0]?.n ?? 0;
      });
    } catch (error) {
      const timedOut = (error as { code?: string }).code === '55P03';
      if (!timedOut || attempt >= SWAP_ATTEMPTS) throw error;
    }
  }
}
