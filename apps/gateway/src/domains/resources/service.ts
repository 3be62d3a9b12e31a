import { ERROR_MESSAGES, type FieldErrors, ROW_STATUS } from '@platform/contract';
import {
  formFields,
  type ImportResult,
  type LookupRecord,
  type ResourceDef,
  type ResourceRecord,
  resourceSchema,
} from '@platform/resources';
import {
  arrayMaxMessage,
  arrayMinMessage,
  integer,
  REQUIRED,
  serializeMessage,
  msg,
  VALIDATION_MESSAGES as V,
  validateBody,
} from '@platform/validation';
import { array, object } from 'yup';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import { HttpError, forbidden, notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { buildListSql } from './list-query';
import {
  insertRecords,
  lockLive,
  selectById,
  selectLookup,
  selectPage,
  setDeleted,
  updateRecord,
  type Values,
} from './repository';
import { isUniqueViolation } from '../../db/sql';
import { type Candidate, checkCandidates, idsInUse, uniqueFieldOf, type Writer } from './rules';
import { REACH_ALL, type RecordReach, withOwnTenant } from './tenant';

/** The behaviour of every resource endpoint, as plain functions of (db, definition, input). */

export const BULK_DELETE_MAX = 100;
export const IMPORT_ROWS_MAX = 1000;

const inUse = () => new HttpError(409, ERROR_MESSAGES.inUse);
const badRequest = () => new HttpError(400, ERROR_MESSAGES.badRequest);

function isPlainObject(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A path id: a positive integer, else the record does not exist. */
export function recordId(value: unknown): number {
  const id =
    typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/** The form fields' values of a record (what an update starts from). */
function formValues(def: ResourceDef, record: Values): Values {
  return Object.fromEntries(formFields(def).map((f) => [f.name, record[f.name]]));
}

/** Runs a write; a unique index that two writers raced past answers like the check would have (422). */
async function guardUnique<T>(def: ResourceDef, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationFailed({ [uniqueFieldOf(def, error.constraint)]: [V.alreadyExists] });
    throw error;
  }
}

function failOn(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * Every private call takes the caller's `reach` (tenant.ts, ADR 0083): a record outside it is not found, and a write
 * stores the caller's own tenant whatever the body says. Without one (the default) every record is reached.
 */

export function listRecords(
  db: Db,
  def: ResourceDef,
  query: Record<string, unknown>,
  page: PageRequest,
  reach: RecordReach = REACH_ALL,
) {
  return selectPage<ResourceRecord>(db, def, buildListSql(def, query, 'admin', reach), page, 'admin');
}

/** The public lookup: active, live records, public columns only. */
export function listLookup(db: Db, def: ResourceDef, query: Record<string, unknown>, page: PageRequest) {
  return selectPage<LookupRecord>(db, def, buildListSql(def, query, 'lookup'), page, 'lookup');
}

export async function readRecord(
  db: Db,
  def: ResourceDef,
  id: unknown,
  reach: RecordReach = REACH_ALL,
): Promise<ResourceRecord> {
  const record = await selectById(db, def, recordId(id), { reach });
  if (!record) throw notFound();
  return record;
}

export async function readLookup(db: Db, def: ResourceDef, id: unknown): Promise<LookupRecord> {
  const record = await selectLookup(db, def, recordId(id));
  if (!record) throw notFound();
  return record;
}

/** Validated values (`resourceSchema(def)`) ready to insert: a missing row status is active. */
function newValues(validated: Values): Values {
  const values = { ...validated };
  if ('row_status' in values && values.row_status == null) values.row_status = ROW_STATUS.ACTIVE;
  return values;
}

/** A caller who reaches no record of a tenant-scoped resource cannot own a new one either (403). */
function assertCanCreate(reach: RecordReach): void {
  if (reach.kind === 'none') throw forbidden();
}

/**
 * Inserts a record from a create body, validated here with the form's schema after the caller's own tenant is laid
 * over it (a tenant's caller never names the owner; a platform administrator must).
 */
export async function createRecord(
  db: Db,
  def: ResourceDef,
  body: unknown,
  writer: Writer,
  reach: RecordReach = REACH_ALL,
): Promise<ResourceRecord> {
  if (!isPlainObject(body)) throw badRequest();
  assertCanCreate(reach);
  const values = newValues(await validated(resourceSchema(def), withOwnTenant(reach, body)));
  const columns = formFields(def).map((f) => f.name);
  return guardUnique(def, () =>
    db.transaction(async (tx) => {
      failOn(await checkCandidates(tx, def, [{ values, key: (f) => f }], writer));
      const [created] = await insertRecords(tx, def, columns, [values], writer.id);
      if (!created) throw new Error(`insert into ${def.table} returned nothing`);
      return created;
    }),
  );
}

/**
 * Updates a live record. The body may name only some fields: it is laid over the record's current values and the
 * whole is validated like a create (a missing row status keeps the current one).
 */
export async function updateRecordOf(
  db: Db,
  def: ResourceDef,
  id: unknown,
  body: unknown,
  writer: Writer,
  reach: RecordReach = REACH_ALL,
): Promise<ResourceRecord> {
  const recordKey = recordId(id);
  if (!isPlainObject(body)) throw badRequest();
  return guardUnique(def, () =>
    db.transaction(async (tx) => {
      const current = await selectById(tx, def, recordKey, { lock: true, reach });
      if (!current) throw notFound();
      const values: Values = await validated(
        resourceSchema(def),
        withOwnTenant(reach, { ...formValues(def, current), ...body }),
      );
      if ('row_status' in values && values.row_status == null) values.row_status = current.row_status;
      failOn(
        await checkCandidates(
          tx,
          def,
          [{ values, id: recordKey, current: formValues(def, current), key: (f) => f }],
          writer,
        ),
      );
      const updated = await updateRecord(tx, def, recordKey, values, writer.id);
      if (!updated) throw notFound();
      return updated;
    }),
  );
}

/** Soft delete; refused (409, nothing changed) while a live row elsewhere points at the record. */
export async function removeRecord(
  db: Db,
  def: ResourceDef,
  id: unknown,
  actorId: number,
  reach: RecordReach = REACH_ALL,
): Promise<ResourceRecord> {
  const recordKey = recordId(id);
  return db.transaction(async (tx) => {
    if (!(await selectById(tx, def, recordKey, { lock: true, reach }))) throw notFound();
    if ((await idsInUse(tx, def, [recordKey])).length) throw inUse();
    const [deleted] = await setDeleted(tx, def, [recordKey], true, actorId);
    if (!deleted) throw notFound();
    return deleted;
  });
}

/** Undoes a soft delete, if the record's unique values and references still hold (else 422, still deleted). */
export async function restoreRecord(
  db: Db,
  def: ResourceDef,
  id: unknown,
  actorId: number,
  reach: RecordReach = REACH_ALL,
): Promise<ResourceRecord> {
  const recordKey = recordId(id);
  return guardUnique(def, () =>
    db.transaction(async (tx) => {
      const record = await selectById(tx, def, recordKey, { state: 'any', lock: true, reach });
      if (!record) throw notFound();
      if (record.deleted_at === null) return record;
      failOn(await checkCandidates(tx, def, [{ values: record, id: recordKey, key: (f) => f }]));
      const [restored] = await setDeleted(tx, def, [recordKey], false, actorId);
      if (!restored) throw notFound();
      return restored;
    }),
  );
}

/** The body of a bulk delete (validated by the route). */
export const bulkDeleteSchema = object({
  ids: array(integer().positive(msg(V.integer)).required(REQUIRED))
    .min(1, arrayMinMessage)
    .max(BULK_DELETE_MAX, arrayMaxMessage)
    .required(REQUIRED),
});

/** Soft-deletes several records in one transaction: all of them, or none (404 if one is missing, 409 if one is in use). */
export async function bulkRemove(
  db: Db,
  def: ResourceDef,
  ids: number[],
  actorId: number,
  reach: RecordReach = REACH_ALL,
): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await lockLive(tx, def, unique, reach)).length !== unique.length) throw notFound();
    if ((await idsInUse(tx, def, unique)).length) throw inUse();
    return { deleted: (await setDeleted(tx, def, unique, true, actorId)).length };
  });
}

/** The spreadsheet row of `rows[index]`: row 1 is the header. */
export const spreadsheetRow = (index: number) => index + 2;

const isEmptyRow = (row: Values) =>
  Object.values(row).every(
    (v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''),
  );

/**
 * Imports spreadsheet rows: every row is checked like a form (schema, unique — also against the other rows —,
 * references); one bad row and nothing is written, the errors keyed `<spreadsheet row>.<field>`. Empty rows (sent
 * as `{}` between filled ones) are skipped.
 */
export async function importRecords(
  db: Db,
  def: ResourceDef,
  body: unknown,
  writer: Writer,
  reach: RecordReach = REACH_ALL,
): Promise<ImportResult> {
  assertCanCreate(reach);
  const rows = isPlainObject(body) ? body.rows : undefined;
  if (!Array.isArray(rows)) throw validationFailed({ rows: [REQUIRED.id] });
  if (rows.length > IMPORT_ROWS_MAX)
    throw validationFailed({ rows: [serializeMessage(msg(V.arrayMax, { max: IMPORT_ROWS_MAX }))] });
  const schema = resourceSchema(def);
  const errors: FieldErrors = {};
  const candidates: Candidate[] = [];
  for (const [index, row] of rows.entries()) {
    const n = spreadsheetRow(index);
    if (!isPlainObject(row)) throw badRequest();
    if (isEmptyRow(row)) continue;
    const result = await validateBody(schema, withOwnTenant(reach, row));
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.errors))
        errors[field ? `${n}.${field}` : String(n)] = messages;
      continue;
    }
    const values: Values = result.value;
    if ('row_status' in values && values.row_status == null) values.row_status = ROW_STATUS.ACTIVE;
    candidates.push({ values, key: (field) => `${n}.${field}` });
  }
  if (!candidates.length && !Object.keys(errors).length)
    throw validationFailed({ rows: [serializeMessage(msg(V.arrayMin, { min: 1 }))] });
  const columns = formFields(def).map((f) => f.name);
  return guardUnique(def, () =>
    db.transaction(async (tx) => {
      failOn(mergeErrors(errors, await checkCandidates(tx, def, candidates, writer)));
      return {
        created: (
          await insertRecords(
            tx,
            def,
            columns,
            candidates.map((c) => c.values),
            writer.id,
          )
        ).length,
      };
    }),
  );
}

function mergeErrors(into: FieldErrors, more: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...into };
  for (const [key, messages] of Object.entries(more))
    out[key] = [...(out[key] ?? []), ...messages.filter((m) => !out[key]?.includes(m))];
  return out;
}
