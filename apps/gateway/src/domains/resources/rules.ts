import { FILE_VISIBILITY, type FieldErrors } from '@platform/contract';
import {
  type FieldDef,
  IMAGE_FIELD_TYPES,
  RESOURCES,
  type ResourceDef,
  TENANT_RESOURCE,
} from '@platform/resources';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { liveReferences, referencedIds, takenValues, type Values } from './repository';
import { isReference, referencedResource } from './sql';

/**
 * The rules of a resource record beyond its schema: unique fields, references to live records, and choices that
 * depend on another field (an upazila's district must lie in its division). The same checks serve a form and every
 * row of an import.
 */

/** One record about to be written: its values, its own id (update, restore) and where its errors go. */
export interface Candidate {
  values: Values;
  id?: number;
  /** The values stored now (update, restore): a file path that did not change is not checked again. */
  current?: Values;
  /** The error key of a field: the field itself, or `<spreadsheet row>.<field>` in an import. */
  key(field: string): string;
}

function addError(errors: FieldErrors, key: string, message: string): void {
  const list = errors[key] ?? [];
  errors[key] = list;
  if (!list.includes(message)) list.push(message);
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Ids a reference value holds (one, or several for a multi reference). */
function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
}

/** Unique fields: not held by another live record, nor by an earlier candidate of the same batch. */
async function checkUnique(
  db: Db,
  def: ResourceDef,
  candidates: readonly Candidate[],
  errors: FieldErrors,
): Promise<void> {
  const ownIds = candidates.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  for (const f of def.fields) {
    if (!f.unique) continue;
    const seen = new Set<string>();
    const firsts: { candidate: Candidate; value: string }[] = [];
    for (const candidate of candidates) {
      const raw = candidate.values[f.name];
      if (isBlank(raw)) continue;
      const value = String(raw);
      const folded = value.toLowerCase();
      if (seen.has(folded)) addError(errors, candidate.key(f.name), V.alreadyExists);
      else {
        seen.add(folded);
        firsts.push({ candidate, value });
      }
    }
    const taken = await takenValues(
      db,
      def,
      f.name,
      firsts.map((x) => x.value),
      ownIds,
    );
    for (const { candidate, value } of firsts)
      if (taken.has(value)) addError(errors, candidate.key(f.name), V.alreadyExists);
  }
}

/** References: each id names a live record of the referenced resource, which matches the field it depends on. */
async function checkReferences(
  db: Db,
  def: ResourceDef,
  candidates: readonly Candidate[],
  errors: FieldErrors,
): Promise<void> {
  for (const f of def.fields) {
    if (!isReference(f)) continue;
    const target = referencedResource(f);
    const ids = [...new Set(candidates.flatMap((c) => idsOf(c.values[f.name])))];
    const found = await liveReferences(db, target, ids, f.dependsOn ? [f.dependsOn] : []);
    for (const candidate of candidates) {
      for (const id of idsOf(candidate.values[f.name])) {
        const row = found.get(id);
        if (!row) {
          addError(errors, candidate.key(f.name), V.referenceMissing);
          continue;
        }
        const parent = f.dependsOn ? candidate.values[f.dependsOn] : undefined;
        if (f.dependsOn && !isBlank(parent) && row[f.dependsOn] !== parent)
          addError(errors, candidate.key(f.name), V.oneOf);
      }
    }
  }
}

/** Who writes: the user and its tenant (from the verified caller), whose uploads a file field may name. */
export interface Writer {
  id: number;
  scope: TenantScope;
}

/** A stored file's path as the upload answers it (`StoredFile.path`): public `/files/<id>`, private `/protected/files/<id>`. */
const FILE_PATH = /^\/(protected\/)?files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

type FileRow = { id: string; visibility: string; mime_type: string };

/** The live files among `ids` that `writer` may name: its own uploads, or its tenant's users' (a platform administrator: anyone's). */
async function usableFiles(db: Db, ids: readonly string[], writer: Writer): Promise<Map<string, FileRow>> {
  if (!ids.length) return new Map();
  const params: unknown[] = [ids, writer.id];
  let tenant = 'false';
  if (writer.scope.kind === 'all') tenant = 'true';
  else if (writer.scope.kind === 'organization' || writer.scope.kind === 'institute') {
    params.push(writer.scope.id);
    tenant = `u.${writer.scope.kind === 'organization' ? 'organization_id' : 'institute_id'} = $3`;
  }
  const r = await db.query<FileRow>(
    `select f.id::text as id, f.visibility, f.mime_type from files f join users u on u.id = f.owner_id
      where f.id = any($1::uuid[]) and f.deleted_at is null and (f.owner_id = $2 or ${tenant})`,
    params,
  );
  return new Map(r.rows.map((row) => [row.id.toLowerCase(), row]));
}

const isFileField = (f: FieldDef): f is Extract<FieldDef, { kind: 'file' | 'image' }> =>
  f.kind === 'file' || f.kind === 'image';

/**
 * File and image fields (ADR 0123): a new path names a live upload of the writer or of its tenant, as the upload
 * answered it (public where the field is shown publicly), of a type the field takes; else 422
 * `validation.file_not_uploaded` or `validation.file_type`. A path that did not change is left alone.
 */
async function checkFiles(
  db: Db,
  def: ResourceDef,
  candidates: readonly Candidate[],
  writer: Writer,
  errors: FieldErrors,
): Promise<void> {
  const fields = def.fields.filter(isFileField);
  const wanted: {
    candidate: Candidate;
    field: (typeof fields)[number];
    id: string | null;
    isPublic: boolean;
  }[] = [];
  for (const candidate of candidates)
    for (const field of fields) {
      const value = candidate.values[field.name];
      if (isBlank(value) || (candidate.current && candidate.current[field.name] === value)) continue;
      const match = FILE_PATH.exec(String(value));
      wanted.push({
        candidate,
        field,
        id: match?.[2]?.toLowerCase() ?? null,
        isPublic: match ? !match[1] : false,
      });
    }
  const files = await usableFiles(db, [...new Set(wanted.flatMap((w) => (w.id ? [w.id] : [])))], writer);
  for (const { candidate, field, id, isPublic } of wanted) {
    const file = id ? files.get(id) : undefined;
    const mustBePublic = field.kind === 'image' || field.public === true;
    const visibility = isPublic ? FILE_VISIBILITY.PUBLIC : FILE_VISIBILITY.PRIVATE;
    if (!file || file.visibility !== visibility || (mustBePublic && !isPublic)) {
      addError(errors, candidate.key(field.name), V.fileNotUploaded);
      continue;
    }
    const types: readonly string[] | undefined =
      field.types ?? (field.kind === 'image' ? IMAGE_FIELD_TYPES : undefined);
    if (types && !types.includes(file.mime_type)) addError(errors, candidate.key(field.name), V.fileType);
  }
}

/**
 * Every rule beyond the schema, for a batch of records; empty when all pass. Run it in the writing transaction.
 * Without a writer (a restore, which writes no new value) file paths are not checked.
 */
export async function checkCandidates(
  db: Db,
  def: ResourceDef,
  candidates: readonly Candidate[],
  writer?: Writer,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!candidates.length) return errors;
  await checkUnique(db, def, candidates, errors);
  await checkReferences(db, def, candidates, errors);
  if (writer) await checkFiles(db, def, candidates, writer, errors);
  return errors;
}

/**
 * Where other rows point at records of `def`: its declared `referencedBy` plus every reference field of the other
 * definitions (so a forgotten declaration cannot lose data).
 */
export function referencesTo(def: ResourceDef): { table: string; column: string }[] {
  const all = [...(def.referencedBy ?? [])];
  for (const other of Object.values(RESOURCES) as ResourceDef[]) {
    for (const f of other.fields)
      if (isReference(f) && f.kind === 'reference' && f.resource === def.name)
        all.push({ table: other.table, column: f.name });
  }
  const seen = new Set<string>();
  return all.filter((r) => {
    const key = `${r.table}.${r.column}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The ids among `ids` that a live row elsewhere still points to (they cannot be deleted). */
export async function idsInUse(db: Db, def: ResourceDef, ids: readonly number[]): Promise<number[]> {
  const used = new Set<number>();
  for (const ref of referencesTo(def))
    for (const id of await referencedIds(db, ref.table, ref.column, ids)) used.add(id);
  return [...used];
}

/** The field a violated unique index guards (`<table>_<field>_unique` or 001's `<table>_<field>_key`). */
export function uniqueFieldOf(def: ResourceDef, constraint: string | undefined): string {
  const field = def.fields.find(
    (f) =>
      f.unique &&
      (constraint === `${def.table}_${f.name}_unique` || constraint === `${def.table}_${f.name}_key`),
  );
  return field?.name ?? def.fields.find((f) => f.unique)?.name ?? 'id';
}

/** Startup check of a definition against the registry: a definition mistake fails loudly, never at request time. */
export function assertDefinition(def: ResourceDef): void {
  if (def.tenant) {
    // ADR 0083: the owner is a required reference to its kind of tenant, and no public lookup shows every tenant's
    const owner = def.fields.find((f) => f.name === def.tenant);
    if (
      owner?.kind !== 'reference' ||
      !owner.required ||
      owner.resource !== TENANT_RESOURCE[def.tenant] ||
      def.lookup
    )
      throw new Error(
        `${def.name}: tenant ${def.tenant} must be a required reference and the resource private`,
      );
  }
  for (const f of def.fields) {
    if (!isReference(f)) continue;
    const target = referencedResource(f);
    if (f.dependsOn) {
      const own = def.fields.some((x) => x.name === f.dependsOn);
      const theirs = target.fields.some((x) => x.name === f.dependsOn);
      if (!own || !theirs)
        throw new Error(
          `${def.name}.${f.name} depends on ${f.dependsOn}, which ${own ? target.name : def.name} lacks`,
        );
    }
  }
}
