import { array, boolean, object, type AnyObject, type AnySchema, type ObjectSchema } from 'yup';
import {
  REQUIRED,
  VALIDATION_MESSAGES as V,
  bnNumber,
  dateString,
  email,
  integer,
  maxMessage,
  minLengthMessage,
  minMessage,
  mobile,
  msg,
  noSpecialCharacters,
  text,
  url,
} from '@platform/validation';
import { formFields } from './define';
import type { FieldDef, ResourceDef } from './types';

function textSchema(f: Extract<FieldDef, { kind: 'text' | 'multiline' }>) {
  let s =
    f.format === 'email'
      ? email()
      : f.format === 'url'
        ? url()
        : f.format === 'https'
          ? url().test('https', msg(V.url), (value) => !value || value.startsWith('https://'))
          : f.format === 'mobile'
            ? mobile()
            : f.format === 'noSpecialCharacters'
              ? noSpecialCharacters(undefined, f.max)
              : text(f.max);
  if (f.min !== undefined) s = s.min(f.min, minLengthMessage);
  const hosts = f.hosts;
  if (hosts) s = s.test('hosts', msg(V.url), (value) => !value || onHosts(value, hosts));
  // an empty optional text is stored as null, never as ''
  return f.required ? s.required(REQUIRED) : s.nullable().transform((v: unknown) => (v === '' ? null : v));
}

/** Whether `value` is an https address whose host is one of `hosts` or a subdomain of one. */
export function onHosts(value: string, hosts: readonly string[]): boolean {
  let address: URL;
  try {
    address = new URL(value);
  } catch {
    return false;
  }
  const host = address.hostname.toLowerCase();
  return (
    address.protocol === 'https:' &&
    !address.username &&
    !address.password &&
    !address.port &&
    hosts.some((h) => host === h || host.endsWith(`.${h}`))
  );
}

/** The yup schema of one field, with `requiredWhen` applied: required while the other field holds a listed value. */
export function fieldSchema(f: FieldDef): AnySchema {
  const base = kindSchema(f);
  const when = f.requiredWhen;
  if (!when || f.required) return base;
  return base.test('required-when', REQUIRED, function requiredWhen(value: unknown) {
    const other: unknown = (this.parent as Record<string, unknown>)[when.field];
    const needed = when.values.some((v) => v === other || String(v) === String(other ?? ''));
    return !needed || (value !== null && value !== undefined && value !== '');
  });
}

/** The yup schema of one field, from its kind and constraints (the same on the form and in the gateway). */
function kindSchema(f: FieldDef): AnySchema {
  switch (f.kind) {
    case 'text':
    case 'multiline':
      return textSchema(f);
    case 'number': {
      let s = f.integer ? integer() : bnNumber();
      if (f.min !== undefined) s = s.min(f.min, minMessage);
      if (f.max !== undefined) s = s.max(f.max, maxMessage);
      return f.required ? s.required(REQUIRED) : s.nullable();
    }
    case 'enum': {
      const values = f.options.map((o) => o.value);
      const numeric = values.every((v) => typeof v === 'number');
      const base = numeric ? bnNumber() : text();
      const s = (base as AnySchema).oneOf(
        [...values, ...(f.required ? [] : [null, undefined])],
        msg(V.oneOf),
      );
      return f.required ? s.required(REQUIRED) : s.nullable().default(null);
    }
    case 'boolean': {
      // 'true' / 'false' / 1 / 0 are read as booleans; anything else is a message id, never yup's English text
      const s = boolean().typeError(msg(V.oneOf));
      if (f.required) return s.nullable().required(REQUIRED);
      // an empty optional checkbox (null, '' from a spreadsheet cell) is false
      return s
        .transform((v: unknown, original: unknown) => (original === null || original === '' ? false : v))
        .default(false);
    }
    case 'date': {
      const s = f.required
        ? dateString().required(REQUIRED)
        : dateString()
            .nullable()
            .transform((v: unknown) => (v === '' ? null : v));
      const start = f.notBefore;
      if (!start) return s;
      // an end on or after its start (YYYY-MM-DD strings compare as dates); an empty one of the two is not compared
      return s.test('not-before', msg(V.endBeforeStart), function notBefore(value: unknown) {
        const from: unknown = (this.parent as Record<string, unknown>)[start];
        return typeof value !== 'string' || typeof from !== 'string' || !value || !from || value >= from;
      });
    }
    case 'reference': {
      const s = integer().positive(msg(V.required));
      return f.required ? s.required(REQUIRED) : s.nullable();
    }
    case 'multiReference': {
      const s = array(integer().positive(msg(V.required)).required()).default([]);
      return f.required ? s.min(1, REQUIRED).required(REQUIRED) : s;
    }
    case 'file':
    case 'image':
      // the stored path of an upload (the upload itself is checked for size, type and content where it is received)
      return f.required ? text(2048).required(REQUIRED) : text(2048).nullable();
  }
}

/**
 * The create / update schema of a resource: every form field plus `row_status`. Client forms and the gateway
 * validate with this same schema; `overrides` replaces single fields' schemas (the escape hatch).
 */
export function resourceSchema(
  def: ResourceDef,
  overrides: Record<string, AnySchema> = {},
): ObjectSchema<AnyObject> {
  const shape: Record<string, AnySchema> = {};
  for (const f of formFields(def)) shape[f.name] = overrides[f.name] ?? fieldSchema(f);
  return object(shape);
}
