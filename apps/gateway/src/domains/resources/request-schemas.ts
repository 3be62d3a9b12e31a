import { PAGE_SIZE_MAX } from '@platform/contract';
import { formFields, type FieldDef, type ResourceDef, resourceSchema } from '@platform/resources';
import {
  array,
  type AnySchema,
  boolean,
  mixed,
  number,
  object,
  type ObjectSchema,
  type AnyObject,
  string,
} from 'yup';
import { IMPORT_ROWS_MAX } from './service';

/*
 * The request schemas of a resource's routes that its handlers apply themselves (an update laid over the stored
 * record, an import checked row by row, a list query read by list-query.ts): what the OpenAPI document describes.
 * The create and bulk-delete bodies are validated by their routes' declared schemas.
 */

/** An update may send some fields only: each is checked like a create's. */
export const updateBodySchema = (def: ResourceDef): ObjectSchema<AnyObject> => resourceSchema(def).partial();

/** An import: spreadsheet rows, each a create body (empty rows skipped). */
export const importBodySchema = (def: ResourceDef): ObjectSchema<AnyObject> =>
  object({ rows: array(resourceSchema(def)).max(IMPORT_ROWS_MAX).required() });

/** How a filter value is read from the query string (list-query.ts `parseFilterValue`). */
function filterSchema(f: FieldDef): AnySchema {
  switch (f.kind) {
    case 'boolean':
      return boolean();
    case 'enum':
      return mixed().oneOf(f.options.map((o) => o.value));
    case 'reference':
    case 'multiReference':
      return number().integer().positive();
    case 'number':
      return number();
    default:
      return string();
  }
}

/** The query of a list (admin) or a lookup (public): paging, search, sort, the definition's filters. */
export function listQuerySchema(def: ResourceDef, audience: 'admin' | 'lookup'): ObjectSchema<AnyObject> {
  const sortable = ['id', 'created_at', 'updated_at', ...def.fields.filter((f) => f.sort).map((f) => f.name)];
  const shape: Record<string, AnySchema> = {
    page: number().integer().min(1),
    page_size: number().integer().min(1).max(PAGE_SIZE_MAX),
    search: string(),
    query: string(),
    order_by: string().oneOf(sortable),
    order: string().oneOf(['asc', 'desc']),
  };
  if (audience === 'admin') shape.trashed = string().oneOf(['only']);
  for (const f of formFields(def)) if (f.filter) shape[f.name] = filterSchema(f);
  return object(shape);
}
