import { type FieldErrors, PROFILE_SECTION_MAX_ITEMS, type YouthItemSection } from '@platform/contract';
import {
  msg,
  serializeMessage,
  VALIDATION_MESSAGES as V,
  validateBody,
  youthItemSchemas,
  type ProfileValidationContext,
} from '@platform/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import type { Db } from '../../../db/client';
import { validationFailed } from '../../../platform/errors';
import { ident, Params } from '../../../resources/sql';
import { isUniqueViolation } from '../../../resources/rules';

/*
 * The owned item sections of the youth profile as data: table, schema, looked-up references, file columns and
 * extra rules. One generic SQL layer (below) and one generic route module (owned-section.ts) serve all thirteen.
 * Every statement that reads or changes an item carries "youth_id = <caller>": an item of another youth is
 * invisible — reading, changing or deleting it answers 404 and touches nothing.
 */

/** A column that points at a lookup table of 004: checked to exist on write, answered with its titles. */
interface Reference {
  column: string;
  table: string;
  /** Name of the `{ title, title_en }` object in the answer. */
  as: string;
}

export interface OwnedSection {
  table: string;
  schema: ObjectSchema<AnyObject>;
  /** SQL of `order by` over the alias `t`. */
  order: string;
  references?: Reference[];
  /** Columns holding an uploaded file's id: the file must be one of the caller's own uploads. */
  files?: string[];
  /** The column a unique (youth_id, column) index guards: a duplicate is 'Already exists' on it. */
  unique?: string;
  /** Extra answer fields (a jsonb object over `t` and the reference aliases `r_<as>`). */
  extra?: string;
  /** Validation context read from the database (e.g. which education result asks for a CGPA). */
  context?: (db: Db, body: Record<string, unknown>) => Promise<ProfileValidationContext>;
  /** Rules across references (a district inside its division, a degree of its level). */
  check?: (db: Db, value: Record<string, unknown>) => Promise<FieldErrors | null>;
}

const ref = (column: string, table: string, as: string): Reference => ({ column, table, as });

async function belongsTo(
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

const oneOf = () => [serializeMessage(msg(V.oneOf))];

export const OWNED_SECTIONS: Record<YouthItemSection, OwnedSection> = {
  addresses: {
    table: 'youth_addresses',
    schema: youthItemSchemas.addresses,
    order: 't.address_type, t.id',
    references: [
      ref('loc_division_id', 'divisions', 'division'),
      ref('loc_district_id', 'districts', 'district'),
      ref('loc_upazila_id', 'upazilas', 'upazila'),
    ],
    async check(db, v) {
      const errors: FieldErrors = {};
      if (!(await belongsTo(db, 'districts', v.loc_district_id, 'division_id', v.loc_division_id)))
        errors.loc_district_id = oneOf();
      if (!(await belongsTo(db, 'upazilas', v.loc_upazila_id, 'district_id', v.loc_district_id)))
        errors.loc_upazila_id = oneOf();
      return Object.keys(errors).length ? errors : null;
    },
  },
  guardians: {
    table: 'youth_guardians',
    schema: youthItemSchemas.guardians,
    order: 't.relationship_type, t.id',
  },
  educations: {
    table: 'youth_educations',
    schema: youthItemSchemas.educations,
    order: 'coalesce(t.year_of_passing, t.expected_year_of_passing) desc nulls first, t.id desc',
    references: [
      ref('education_level_id', 'education_levels', 'education_level'),
      ref('exam_degree_id', 'exam_degrees', 'exam_degree'),
      ref('edu_group_id', 'education_groups', 'edu_group'),
      ref('edu_board_id', 'education_boards', 'edu_board'),
      ref('result_id', 'education_results', 'result'),
      ref('foreign_institute_country_id', 'countries', 'foreign_institute_country'),
    ],
    async context(db, body) {
      const id = Number(body.result_id);
      if (!Number.isInteger(id) || id <= 0) return {};
      const r = await db.query<{ is_marks_required: boolean; is_cgpa_required: boolean }>(
        'select is_marks_required, is_cgpa_required from education_results where id = $1 and deleted_at is null',
        [id],
      );
      return r.rows[0] ? { results: { [id]: r.rows[0] } } : {};
    },
    async check(db, v) {
      return (await belongsTo(
        db,
        'exam_degrees',
        v.exam_degree_id,
        'education_level_id',
        v.education_level_id,
      ))
        ? null
        : { exam_degree_id: oneOf() };
    },
  },
  experiences: {
    table: 'youth_experiences',
    schema: youthItemSchemas.experiences,
    order: 't.is_currently_working desc, t.start_date desc, t.id desc',
  },
  skills: {
    table: 'youth_skills',
    schema: youthItemSchemas.skills,
    order: 'r_skill.skill_type, t.id',
    references: [ref('skill_id', 'skills', 'skill')],
    unique: 'skill_id',
    extra: `jsonb_build_object('skill_type', r_skill.skill_type)`,
  },
  languages: {
    table: 'youth_languages',
    schema: youthItemSchemas.languages,
    order: 't.id',
    unique: 'language_code',
  },
  certifications: {
    table: 'youth_certifications',
    schema: youthItemSchemas.certifications,
    order: 't.start_date desc nulls last, t.id desc',
    files: ['certificate_file_id'],
  },
  portfolios: {
    table: 'youth_portfolios',
    schema: youthItemSchemas.portfolios,
    order: 't.id',
    files: ['file_id'],
  },
  projects: {
    table: 'youth_projects',
    schema: youthItemSchemas.projects,
    order: 't.start_date desc nulls last, t.id desc',
  },
  publications: {
    table: 'youth_publications',
    schema: youthItemSchemas.publications,
    order: 't.published_date desc nulls last, t.id desc',
  },
  references: { table: 'youth_references', schema: youthItemSchemas.references, order: 't.id' },
  social_profiles: {
    table: 'youth_social_profiles',
    schema: youthItemSchemas.social_profiles,
    order: 't.id',
  },
  others: { table: 'youth_others', schema: youthItemSchemas.others, order: 't.id' },
};

// ---------------------------------------------------------------------------------------------------------------
// Generic SQL over a section (identifiers from the definitions only; values always bound)
// ---------------------------------------------------------------------------------------------------------------

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
    if (!(await ownsFile(db, youthId, String(id)))) errors[column] = ['profile.errors.file_not_yours'];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  const crossErrors = def.check ? await def.check(db, value) : null;
  if (crossErrors) throw validationFailed(crossErrors);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `fileId` is an upload of this user that still exists (files of 006_files.sql). */
export async function ownsFile(db: Db, userId: number, fileId: string): Promise<boolean> {
  if (!UUID.test(fileId)) return false;
  const r = await db.query('select 1 from files where id = $1 and owner_id = $2 and deleted_at is null', [
    fileId,
    userId,
  ]);
  return r.rows.length > 0;
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
