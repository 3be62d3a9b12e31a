import { type FieldDef, type ReferenceField, type ResourceDef, resourceByName } from '@platform/resources';
import { ident } from '../../db/sql';

/*
 * SQL text of the generic resource module. Identifiers come only from resource definitions (never from a request)
 * and are still checked and quoted here; every value is a bound parameter.
 */

export const isReference = (f: FieldDef): f is ReferenceField =>
  f.kind === 'reference' || f.kind === 'multiReference';

/** The resource a reference field points to (its table is where the referenced record must exist). */
export function referencedResource(f: ReferenceField): ResourceDef {
  const target = resourceByName(f.resource);
  if (!target) throw new Error(`reference ${f.name} names an unknown resource ${f.resource}`);
  return target;
}

/** The column type of a field, as 004_reference_data.sql declares it (also used to read seed rows from JSON). */
export function columnType(f: FieldDef): string {
  switch (f.kind) {
    case 'text':
    case 'multiline':
    case 'file':
    case 'image':
      return 'text';
    case 'number':
      return f.integer ? 'integer' : 'numeric';
    case 'enum':
      return f.options.every((o) => typeof o.value === 'number') ? 'smallint' : 'text';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'reference':
      return 'bigint';
    case 'multiReference':
      return 'bigint[]';
  }
}

/** How a field is selected: dates as 'YYYY-MM-DD' (not a midnight timestamp), id arrays as JSON numbers. */
function fieldSelect(f: FieldDef, alias: string): string {
  const c = `${alias}.${ident(f.name)}`;
  if (f.kind === 'date') return `to_char(${c}, 'YYYY-MM-DD') as ${ident(f.name)}`;
  if (f.kind === 'multiReference') return `coalesce(array_to_json(${c}), '[]'::json) as ${ident(f.name)}`;
  return c;
}

/** id and the definition's fields: what the public lookups return. */
export function publicColumns(def: ResourceDef, alias = 't'): string {
  return [`${alias}.id`, ...def.fields.map((f) => fieldSelect(f, alias))].join(', ');
}

/** The public columns plus the bookkeeping ones: what the private endpoints return. */
export function recordColumns(def: ResourceDef, alias = 't'): string {
  const bookkeeping = [
    'row_status',
    'created_by',
    'updated_by',
    'created_at',
    'updated_at',
    'deleted_at',
  ].filter((c) => !def.fields.some((f) => f.name === c));
  return [publicColumns(def, alias), ...bookkeeping.map((c) => `${alias}.${ident(c)}`)].join(', ');
}

/** `from <table> t` */
export const fromTable = (def: ResourceDef, alias = 't') => `${ident(def.table)} ${alias}`;
