import type { LookupRecord, ResourceDef, ResourceRecord } from '@platform/resources';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import type { ListAudience, ListSql } from './list-query';
import { ident, Params } from '../../db/sql';
import { fromTable, publicColumns, recordColumns } from './sql';
import { REACH_ALL, reachCondition, type RecordReach } from './tenant';

/** Every SQL statement of the generic resource module (table and column names from the definition only). */

export type Values = Record<string, unknown>;

const columnsFor = (def: ResourceDef, audience: ListAudience) =>
  audience === 'lookup' ? publicColumns(def) : recordColumns(def);

/** One page of a list: administrators get whole records, lookups the public columns. */
export async function selectPage<T extends LookupRecord = ResourceRecord>(
  db: Db,
  def: ResourceDef,
  sql: ListSql,
  page: PageRequest,
  audience: ListAudience,
): Promise<{ data: T[]; total: number }> {
  const from = `from ${fromTable(def)} where ${sql.where}`;
  const count = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, sql.params.values);
  const limit = sql.params.add(page.page_size);
  const offset = sql.params.add((page.page - 1) * page.page_size);
  const rows = await db.query<T>(
    `select ${columnsFor(def, audience)} ${from} order by ${sql.orderBy} limit ${limit} offset ${offset}`,
    sql.params.values,
  );
  return { data: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export interface SelectOptions {
  /** `live` (not deleted, the default), `deleted`, or `any`. */
  state?: 'live' | 'deleted' | 'any';
  /** Lock the row for the rest of the transaction. */
  lock?: boolean;
  /** Whose records the caller reaches (ADR 0083; default all): another tenant's record is not found. */
  reach?: RecordReach;
}

export async function selectById(
  db: Db,
  def: ResourceDef,
  id: number,
  options: SelectOptions = {},
): Promise<ResourceRecord | null> {
  const state = options.state ?? 'live';
  const condition =
    state === 'live'
      ? ' and t.deleted_at is null'
      : state === 'deleted'
        ? ' and t.deleted_at is not null'
        : '';
  const params = new Params();
  const where = `t.id = ${params.add(id)} and ${reachCondition(options.reach ?? REACH_ALL, params)}`;
  const r = await db.query<ResourceRecord>(
    `select ${recordColumns(def)} from ${fromTable(def)} where ${where}${condition}${options.lock ? ' for update' : ''}`,
    params.values,
  );
  return r.rows[0] ?? null;
}

/** One active, not deleted record for the public lookup. */
export async function selectLookup(db: Db, def: ResourceDef, id: number): Promise<LookupRecord | null> {
  const r = await db.query<LookupRecord>(
    `select ${publicColumns(def)} from ${fromTable(def)} where t.id = $1 and t.deleted_at is null and t.row_status = 1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Inserts records (one statement per 500), the actor as creator and last editor; returns them in input order. */
export async function insertRecords(
  db: Db,
  def: ResourceDef,
  columns: readonly string[],
  records: readonly Values[],
  actorId: number | null,
): Promise<ResourceRecord[]> {
  const out: ResourceRecord[] = [];
  const names = [...columns.map(ident), 'created_by', 'updated_by'].join(', ');
  for (let start = 0; start < records.length; start += 500) {
    const params = new Params();
    const tuples = records
      .slice(start, start + 500)
      .map(
        (record) =>
          `(${[...columns.map((c) => params.add(record[c] ?? null)), params.add(actorId), params.add(actorId)].join(', ')})`,
      );
    const r = await db.query<ResourceRecord>(
      `insert into ${ident(def.table)} as t (${names}) values ${tuples.join(', ')} returning ${recordColumns(def)}`,
      params.values,
    );
    out.push(...r.rows);
  }
  return out;
}

export async function updateRecord(
  db: Db,
  def: ResourceDef,
  id: number,
  values: Values,
  actorId: number,
): Promise<ResourceRecord | null> {
  const params = new Params();
  const sets = Object.entries(values).map(
    ([column, value]) => `${ident(column)} = ${params.add(value ?? null)}`,
  );
  const r = await db.query<ResourceRecord>(
    `update ${ident(def.table)} as t set ${[...sets, `updated_by = ${params.add(actorId)}`, 'updated_at = now()'].join(', ')}
     where t.id = ${params.add(id)} and t.deleted_at is null returning ${recordColumns(def)}`,
    params.values,
  );
  return r.rows[0] ?? null;
}

/** Soft-deletes (or restores) records; returns the changed ones. */
export async function setDeleted(
  db: Db,
  def: ResourceDef,
  ids: readonly number[],
  deleted: boolean,
  actorId: number,
): Promise<ResourceRecord[]> {
  const r = await db.query<ResourceRecord>(
    `update ${ident(def.table)} as t set deleted_at = ${deleted ? 'now()' : 'null'}, updated_by = $2, updated_at = now()
     where t.id = any($1::bigint[]) and t.deleted_at is ${deleted ? 'null' : 'not null'} returning ${recordColumns(def)}`,
    [ids, actorId],
  );
  return r.rows;
}

/** The live records among `ids` the caller reaches, locked for update (bulk delete). */
export async function lockLive(
  db: Db,
  def: ResourceDef,
  ids: readonly number[],
  reach: RecordReach = REACH_ALL,
): Promise<number[]> {
  const params = new Params();
  const r = await db.query<{ id: number }>(
    `select t.id from ${fromTable(def)} where t.id = any(${params.add(ids)}::bigint[]) and t.deleted_at is null
       and ${reachCondition(reach, params)} for update`,
    params.values,
  );
  return r.rows.map((row) => row.id);
}

/** Which of `values` a live record other than `excludeIds` already holds in `column` (case-insensitive). */
export async function takenValues(
  db: Db,
  def: ResourceDef,
  column: string,
  values: readonly string[],
  excludeIds: readonly number[],
): Promise<Set<string>> {
  if (!values.length) return new Set();
  const c = `t.${ident(column)}::text`;
  const r = await db.query<{ value: string }>(
    `select v.value from unnest($1::text[]) as v(value)
     where exists (select 1 from ${fromTable(def)} where lower(${c}) = lower(v.value) and t.deleted_at is null and not (t.id = any($2::bigint[])))`,
    [values, excludeIds],
  );
  return new Set(r.rows.map((row) => row.value));
}

/**
 * The live records of `def` among `ids` with the named columns, locked against deletion until the transaction ends
 * (a record being referenced cannot be deleted at the same moment).
 */
export async function liveReferences(
  db: Db,
  def: ResourceDef,
  ids: readonly number[],
  columns: readonly string[],
): Promise<Map<number, Values>> {
  if (!ids.length) return new Map();
  const extra = columns.map((c) => `, t.${ident(c)}`).join('');
  const r = await db.query<Values & { id: number }>(
    `select t.id${extra} from ${fromTable(def)} where t.id = any($1::bigint[]) and t.deleted_at is null for share`,
    [ids],
  );
  return new Map(r.rows.map((row) => [row.id, row]));
}

/**
 * Which of `ids` a row of `table` still points to through `column`. A referencing row counts unless it is soft
 * deleted; tables without a deleted_at column count every row (read through to_jsonb, so any table works).
 */
export async function referencedIds(
  db: Db,
  table: string,
  column: string,
  ids: readonly number[],
): Promise<number[]> {
  const c = `r.${ident(column)}`;
  const r = await db.query<{ id: number }>(
    `select distinct ${c} as id from ${ident(table)} r where ${c} = any($1::bigint[]) and (to_jsonb(r) ->> 'deleted_at') is null`,
    [ids],
  );
  return r.rows.map((row) => Number(row.id));
}
