import type { AnySchema, SchemaDescription, SchemaFieldDescription, SchemaObjectDescription } from 'yup';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

type Test = SchemaDescription['tests'][number];

const isObject = (d: SchemaFieldDescription): d is SchemaObjectDescription => d.type === 'object';

/** A JSON value a schema may carry (`enum`, `default`): yup's describe() can hold functions, dates, undefined. */
function jsonValue(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(jsonValue);
  return false;
}

/** A regular expression JSON Schema (ECMA-262 with the `u` flag, as validators read it) can carry as `pattern`. */
function patternOf(regex: unknown): string | undefined {
  if (!(regex instanceof RegExp) || regex.flags.replace(/[gu]/g, '') !== '') return undefined;
  try {
    new RegExp(regex.source, 'u');
    return regex.source;
  } catch {
    return undefined;
  }
}

const param = (t: Test, key: string): number | undefined => {
  const v = t.params?.[key];
  return typeof v === 'number' ? v : undefined;
};

/** What the tests of a string add: lengths, formats, a pattern. */
function stringTests(tests: Test[], out: JsonSchema, rules: string[]): void {
  for (const t of tests) {
    if (t.name === 'min' && param(t, 'min') !== undefined) out.minLength = param(t, 'min');
    else if (t.name === 'max' && param(t, 'max') !== undefined) out.maxLength = param(t, 'max');
    else if (t.name === 'length' && param(t, 'length') !== undefined)
      out.minLength = out.maxLength = param(t, 'length');
    else if (t.name === 'email') out.format = 'email';
    else if (t.name === 'url') out.format = 'uri';
    else if (t.name === 'uuid') out.format = 'uuid';
    else if (t.name === 'matches') {
      const pattern = patternOf(t.params?.regex);
      if (pattern) out.pattern = pattern;
      else rules.push('matches');
    } else if (t.name === 'required') {
      // a required string is not empty (yup refuses '')
      out.minLength = Math.max(1, (out.minLength as number | undefined) ?? 1);
    } else if (t.name) rules.push(t.name);
  }
}

/** What the tests of a number add: integer, bounds (`positive` is `min` with `more`). */
function numberTests(tests: Test[], out: JsonSchema, rules: string[]): void {
  for (const t of tests) {
    if (t.name === 'integer') out.type = 'integer';
    else if (t.name === 'min' && param(t, 'min') !== undefined) out.minimum = param(t, 'min');
    else if (t.name === 'min' && param(t, 'more') !== undefined) out.exclusiveMinimum = param(t, 'more');
    else if (t.name === 'max' && param(t, 'max') !== undefined) out.maximum = param(t, 'max');
    else if (t.name === 'max' && param(t, 'less') !== undefined) out.exclusiveMaximum = param(t, 'less');
    else if (t.name && t.name !== 'required') rules.push(t.name);
  }
}

function arrayTests(tests: Test[], out: JsonSchema, rules: string[]): void {
  for (const t of tests) {
    if (t.name === 'min' && param(t, 'min') !== undefined) out.minItems = param(t, 'min');
    else if (t.name === 'max' && param(t, 'max') !== undefined) out.maxItems = param(t, 'max');
    else if (t.name === 'length' && param(t, 'length') !== undefined)
      out.minItems = out.maxItems = param(t, 'length');
    else if (t.name && t.name !== 'required') rules.push(t.name);
  }
}

/** `type: X` → `type: [X, 'null']` (and `null` into an enum). */
function allowNull(out: JsonSchema): JsonSchema {
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') out.type = [out.type, 'null'];
  else if (out.type === undefined && !out.enum) return out; // already any value
  return out;
}

/**
 * One described yup schema as JSON Schema. Types, required fields, enums (`oneOf`), lengths, bounds, formats,
 * nullable, arrays, tuples and nested objects carry over; what JSON Schema cannot say (custom tests such as
 * `mobile`, `when` conditions, lazy schemas, transforms) stays permissive, the custom tests' names listed under
 * `x-rules` for the reader.
 */
export function describedToJsonSchema(d: SchemaFieldDescription): JsonSchema {
  if (d.type === 'lazy' || d.type === 'ref' || !('tests' in d)) return {};
  const out: JsonSchema = {};
  const rules: string[] = [];
  switch (d.type) {
    case 'string':
      out.type = 'string';
      stringTests(d.tests, out, rules);
      break;
    case 'number':
      out.type = 'number';
      numberTests(d.tests, out, rules);
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    case 'array': {
      out.type = 'array';
      const inner = 'innerType' in d ? d.innerType : undefined;
      if (inner && !Array.isArray(inner)) out.items = describedToJsonSchema(inner);
      arrayTests(d.tests, out, rules);
      break;
    }
    case 'tuple': {
      out.type = 'array';
      const inner = 'innerType' in d ? d.innerType : undefined;
      if (Array.isArray(inner)) {
        out.prefixItems = inner.map(describedToJsonSchema);
        out.minItems = out.maxItems = inner.length;
      }
      break;
    }
    case 'object':
      if (isObject(d)) Object.assign(out, objectSchema(d));
      break;
    default:
      // mixed and custom types: any value (an enum below may still narrow it)
      for (const t of d.tests) if (t.name && t.name !== 'required') rules.push(t.name);
  }
  const allowed = d.oneOf.filter((v) => v !== undefined);
  if (allowed.length && allowed.every(jsonValue)) {
    out.enum = allowed;
    if (out.type === 'number' || out.type === 'integer' || !out.type) delete out.type;
    if (out.type === 'string' && allowed.every((v) => typeof v === 'string')) {
      delete out.minLength;
      delete out.maxLength;
    }
  }
  if (d.default !== undefined && d.type !== 'object' && d.type !== 'array' && jsonValue(d.default))
    out.default = d.default;
  if (d.label) out.title = d.label;
  if (rules.length) out['x-rules'] = [...new Set(rules)];
  return d.nullable ? allowNull(out) : out;
}

function objectSchema(d: SchemaObjectDescription): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(d.fields)) {
    properties[name] = describedToJsonSchema(field);
    if ('optional' in field && field.optional === false) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** A yup schema (its `describe()`) as JSON Schema. */
export function yupToJsonSchema(schema: AnySchema): JsonSchema {
  return describedToJsonSchema(schema.describe());
}
