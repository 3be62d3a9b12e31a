import { ROW_STATUS } from '@platform/contract';
import {
  formFields,
  titleFieldOf,
  type FieldDef,
  type ResourceDef,
  type ResourceRecord,
} from '@platform/resources';

type Locale = 'en-US' | 'bn-BD';

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

/**
 * How a record is named in the current language: `<titleField>` is Bengali, `<titleField>_en` English; either falls
 * back to the other, and a record with neither is named by its id.
 */
export function recordTitle(def: ResourceDef, record: Partial<ResourceRecord>, locale: Locale): string {
  const field = titleFieldOf(def);
  const bn = textOf(record[field]);
  const en = textOf(record[`${field}_en`]);
  const title = locale === 'bn-BD' ? (bn ?? en) : (en ?? bn);
  return title ?? `#${String(record.id ?? '')}`;
}

/** Form values are whatever the field components hold: strings, numbers, booleans, id lists, null. */
export type ResourceFormValues = Record<string, unknown>;

function emptyValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'text':
    case 'multiline':
    case 'date':
      return '';
    case 'boolean':
      return false;
    case 'multiReference':
      return [];
    case 'enum':
      // every record carries row_status (types.ts); a new one starts active
      return field.name === 'row_status' ? ROW_STATUS.ACTIVE : null;
    default:
      return null;
  }
}

/** Values of a new record's form: every form field present (server errors can only land on known fields). */
export function emptyFormValues(def: ResourceDef): ResourceFormValues {
  return Object.fromEntries(formFields(def).map((f) => [f.name, emptyValue(f)]));
}

function formValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return emptyValue(field);
  switch (field.kind) {
    case 'text':
    case 'multiline':
      return String(value);
    case 'date':
      return String(value).slice(0, 10);
    case 'boolean':
      return Boolean(value);
    case 'number':
    case 'reference':
      return typeof value === 'number' ? value : Number(value);
    case 'multiReference':
      return Array.isArray(value) ? value.map(Number) : [];
    default:
      return value;
  }
}

/** Values of an existing record's edit form. */
export function recordFormValues(def: ResourceDef, record: ResourceRecord): ResourceFormValues {
  return Object.fromEntries(formFields(def).map((f) => [f.name, formValue(f, record[f.name])]));
}

/** Ids a reference or multi-reference value holds. */
export function referenceIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((v): v is number | string => typeof v === 'number' || typeof v === 'string')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}
