import { type FieldErrors, PROFILE_SECTION_MAX_ITEMS } from '@platform/contract';
import { msg, serializeMessage, VALIDATION_MESSAGES as V, validateBody } from '@platform/validation';
import type { Db } from '../../db/client';
import { validationFailed } from '../../platform/errors';
import { ident, isUniqueViolation, Params } from '../../db/sql';

import { ownsLiveFile } from '../files/repository';
import type { OwnedSection } from './sections';

/*
 * Generic SQL over an owned item section (identifiers from the definitions of sections.ts only; values always
 * bound). Every statement that reads or changes an item carries "youth_id = <caller>": an item of another youth is
 * invisible — reading, changing or deleting it answers 404 and touches nothing.
 */

/** The writable columns of a section: the fields of its shared schema. */
export const columnsOf = (def: OwnedSection): string[] => Object.keys(def.schema.fields);

/** One item as JSON: its own columns (youth_id dropped) plus the titles of its references and any extra fields. */
function selectItems(def: OwnedSection, where: string): string {
  const refs = def.references ?? [];
  const joins = refs
    .map(
      (r) =>
        `left join ${ident(r.table)} ${ident(`r_${r.as}`)} on ${ident(`r_${r.as}`)}.id = t.${ident(r.column)}`,
    )
    .join(' ');
  const titles = refs
    .map(
      (r) =>
        `'${r.as}', jsonb_build_object('title', ${ident(`r_${r.as}`)}.title, 'title_en', ${ident(`r_${r.as}`)}.title_en)`,
    )
    .join(', ');
  const extra = def.extra ? ` || ${def.extra}` : '';
  return `select (to_jsonb(t) - 'youth_id') || jsonb_build_object(${titles})${extra} as item
    from ${ident(def.table)} t ${joins} where ${where} order by ${def.order}`;
}

/** The youth's items of a section as the contract types them (`T`): the SQL answers exactly those fields. */
export async function listItems<T = Record<string, unknown>>(
  db: Db,
  def: OwnedSection,
  youthId: number,
): Promise<T[]> {
  const r = await db.query<{ item: T }>(selectItems(def, 't.youth_id = $1'), [youthId]);
  return r.rows.map((row) => row.item);
}

export async function readItem<T = Record<string, unknown>>(
  db: Db,
  def: OwnedSection,
  youthId: number,
  id: number,
): Promise<T | null> {
  const r = await db.query<{ item: T }>(selectItems(def, 't.youth_id = $1 and t.id = $2'), [youthId, id]);
  return r.rows[0]?.item ?? null;
}

/**
 * Validates a body with the section's shared schema and its database rules: references that exist (and are not
 * deleted), files that are the caller's own uploads, cross-reference rules. Throws the 422 envelope.
 */
export async function validItem(
  db: Db,
  def: OwnedSection,
  youthId: number,
  body: unknown,
): Promise<Record<string, unknown>> {
  const raw = (body ?? {}) as Record<string, unknown>;
  const context = { now: new Date(), ...(def.context ? await def.context(db, raw) : {}) };
  const result = await validateBody(def.schema, raw, context);
  if (!result.ok) throw validationFailed(result.errors);
  const value = result.value as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const r of def.references ?? []) {
    const id = value[r.column];
    if (id === null || id === undefined) continue;
    const found = await db.query(`select 1 from ${ident(r.table)} where id = $1 and deleted_at is null`, [
      id,
    ]);
    if (!found.rows.length) errors[r.column] = [V.referenceMissing];
  }
  for (const column of def.files ?? []) {
    const id = value[column];
    if (id === null || id === undefined || id === '') continue;
    if (!(await ownsLiveFile(db, youthId, String(id)))) errors[column] = ['profile.errors.file_not_yours'];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  const crossErrors = def.check ? await def.check(db, value) : null;
  if (crossErrors) throw validationFailed(crossErrors);
  return value;
}

/** Runs a write, answering a duplicate of the section's unique column as 'Already exists' on that field. */
async function uniquely<T>(def: OwnedSection, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (def.unique && isUniqueViolation(error)) throw validationFailed({ [def.unique]: [V.alreadyExists] });
    throw error;
  }
}

export async function insertItem(
  db: Db,
  def: OwnedSection,
  youthId: number,
  value: Record<string, unknown>,
): Promise<number> {
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from ${ident(def.table)} where youth_id = $1`,
    [youthId],
  );
  if ((count.rows[0]?.n ?? 0) >= PROFILE_SECTION_MAX_ITEMS) {
    throw validationFailed({ '': [serializeMessage(msg(V.arrayMax, { max: PROFILE_SECTION_MAX_ITEMS }))] });
  }
  const p = new Params();
  const columns = columnsOf(def);
  const owner = p.add(youthId);
  const values = columns.map((c) => p.add(value[c] ?? null));
  const sql = `insert into ${ident(def.table)} (youth_id, ${columns.map(ident).join(', ')}) values (${owner}, ${values.join(', ')}) returning id`;
  const r = await uniquely(def, () => db.query<{ id: number }>(sql, p.values));
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${def.table} returned no id`);
  return id;
}

/** Changes an item of this youth; false when the youth has no such item (another youth's id included). */
export async function updateItem(
  db: Db,
  def: OwnedSection,
  youthId: number,
  id: number,
  value: Record<string, unknown>,
): Promise<boolean> {
  const p = new Params();
  const sets = columnsOf(def).map((c) => `${ident(c)} = ${p.add(value[c] ?? null)}`);
  const sql = `update ${ident(def.table)} set ${sets.join(', ')}, updated_at = now() where id = ${p.add(id)} and youth_id = ${p.add(youthId)}`;
  const r = await uniquely(def, () => db.query(sql, p.values));
  return r.rowCount > 0;
}

export async function deleteItem(db: Db, def: OwnedSection, youthId: number, id: number): Promise<boolean> {
  const r = await db.query(`delete from ${ident(def.table)} where id = $1 and youth_id = $2`, [id, youthId]);
  return r.rowCount > 0;
}

/** Puts an item on the CV or takes it off; false when the youth has no such item. */
export async function setAddToCv(
  db: Db,
  def: OwnedSection,
  youthId: number,
  id: number,
  addToCv: boolean,
): Promise<boolean> {
  const r = await db.query(
    `update ${ident(def.table)} set add_to_cv = $1, updated_at = now() where id = $2 and youth_id = $3`,
    [addToCv, id, youthId],
  );
  return r.rowCount > 0;
}

/** Whether `id` of `table` belongs to `parent` by `column` (true when either is absent). */
export async function belongsTo(
  db: Db,
  table: string,
  id: unknown,
  column: string,
  parent: unknown,
): Promise<boolean> {
  if (id === null || id === undefined || parent === null || parent === undefined) return true;
  const r = await db.query(`select 1 from ${ident(table)} where id = $1 and ${ident(column)} = $2`, [
    id,
    parent,
  ]);
  return r.rows.length > 0;
}

/** Which marks an education result asks for (a CGPA or marks), or null when the result does not exist. */
export async function educationResultRule(
  db: Db,
  id: number,
): Promise<{ is_marks_required: boolean; is_cgpa_required: boolean } | null> {
  const r = await db.query<{ is_marks_required: boolean; is_cgpa_required: boolean }>(
    'select is_marks_required, is_cgpa_required from education_results where id = $1 and deleted_at is null',
    [id],
  );
  return r.rows[0] ?? null;
}
