import type { FieldDef, ResourceDef } from '@platform/resources';
import type { JsonSchema } from './yup-json-schema';

/*
 * The records of a resource as the engine's SQL returns them (resources/sql.ts): the definition's fields by kind,
 * plus the bookkeeping columns on the private endpoints. More precise than the contract's generic
 * `ResourceRecord` (an index signature), so the OpenAPI document describes each resource's own fields.
 */

const nullable = (schema: JsonSchema): JsonSchema =>
  typeof schema.type === 'string'
    ? { ...schema, type: [schema.type, 'null'] }
    : Array.isArray(schema.type)
      ? { ...schema, type: [...schema.type, 'null'] }
      : Array.isArray(schema.enum)
        ? { ...schema, enum: [...schema.enum, null] }
        : schema;

function fieldSchema(f: FieldDef): JsonSchema {
  switch (f.kind) {
    case 'text':
    case 'multiline':
    case 'file':
    case 'image':
      return nullable({ type: 'string' });
    case 'number':
      // integer columns read as numbers; numeric ones as the driver gives them (a number or its decimal text)
      return f.integer ? nullable({ type: 'integer' }) : nullable({ type: ['number', 'string'] });
    case 'enum':
      return nullable({ enum: f.options.map((o) => o.value) });
    case 'boolean':
      return nullable({ type: 'boolean' });
    case 'date':
      return nullable({ type: 'string', format: 'date' });
    case 'reference':
      return nullable({ type: 'integer' });
    case 'multiReference':
      return { type: 'array', items: { type: 'integer' } };
  }
}

/** A record of the public lookups: id and the definition's fields. */
export function lookupRecordSchema(def: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  for (const f of def.fields) properties[f.name] = fieldSchema(f);
  return { type: 'object', properties, required: ['id'] };
}

/** A record of the private endpoints: the lookup's columns and the bookkeeping ones. */
export function resourceRecordSchema(def: ResourceDef): JsonSchema {
  const lookup = lookupRecordSchema(def);
  const timestamp: JsonSchema = { type: 'string', format: 'date-time' };
  const bookkeeping: Record<string, JsonSchema> = {
    row_status: { type: 'integer' },
    created_by: { type: ['integer', 'null'] },
    updated_by: { type: ['integer', 'null'] },
    created_at: timestamp,
    updated_at: timestamp,
    deleted_at: nullable(timestamp),
  };
  const properties = { ...(lookup.properties as Record<string, JsonSchema>) };
  for (const [name, schema] of Object.entries(bookkeeping)) properties[name] ??= schema;
  return {
    type: 'object',
    properties,
    required: ['id', 'row_status', 'created_at', 'updated_at', 'deleted_at'],
  };
}
