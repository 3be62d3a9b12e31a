import {
  RESOURCES,
  resourceEntry,
  resourcePermissions,
  type FieldDef,
  type ResourceDef,
  type ResourceRecord,
} from '@platform/resources';
import {
  ADMIN_PORTAL,
  handlerFor,
  listHandlerFor,
  makeAdminProfile,
  setupPlatformTests,
} from '@platform/testing';
import { endpointsOf } from '../lib/endpoints';
import { resourceRoutes } from '../lib/resource-routes';

export const ALL_DEFS: ResourceDef[] = Object.values(RESOURCES);

export { ADMIN_PORTAL } from '@platform/testing';

/** The set-up of a test file of resource pages: they open in the admin portal (the user comes with each test). */
export function setupResourceTests(defs: ResourceDef[]) {
  return setupPlatformTests(resourceRoutes(defs.map(resourceEntry)), { portal: ADMIN_PORTAL });
}

function sampleValue(def: ResourceDef, field: FieldDef, id: number): unknown {
  switch (field.kind) {
    case 'text':
    case 'multiline': {
      // values the shared schema accepts for a field with a format or hosts rule
      if (field.kind === 'text' && field.hosts) return `https://${field.hosts[0]}/${id}`;
      if (field.kind === 'text' && (field.format === 'url' || field.format === 'https'))
        return `https://example.org/${id}`;
      if (field.kind === 'text' && field.format === 'email') return `${field.name}${id}@example.org`;
      if (field.kind === 'text' && field.format === 'mobile') return '01712345678';
      const text =
        field.name === 'title'
          ? `${def.name} ${id} বাংলা`
          : field.name === 'title_en'
            ? `${def.name} ${id}`
            : `${field.name}-${id}`;
      return field.max ? text.slice(0, field.max) : text;
    }
    case 'number':
      // within the field's bounds (a year of establishment is not 10)
      return Math.min(Math.max(id * 10, field.min ?? 0), field.max ?? Number.MAX_SAFE_INTEGER);
    case 'enum':
      return field.options[field.options.length - 1]?.value ?? null;
    case 'boolean':
      return id % 2 === 1;
    case 'date':
      return '2026-03-26';
    case 'reference':
      return 1;
    case 'multiReference':
      return [1];
    case 'file':
    case 'image':
      return `uploads/${field.name}-${id}.pdf`;
  }
}

/** A record of `def` with a plausible value in every field. */
export function sampleRecord(
  def: ResourceDef,
  id: number,
  over: Partial<ResourceRecord> = {},
): ResourceRecord {
  const record: ResourceRecord = {
    id,
    row_status: 1,
    created_at: '2026-03-26T04:30:00Z',
    updated_at: '2026-03-26T04:30:00Z',
    deleted_at: null,
  };
  for (const field of def.fields) record[field.name] = sampleValue(def, field, id);
  return { ...record, ...over };
}

/** What the form (and an Excel row) of `def` holds for `sampleRecord(def, id)`: its fields' values only. */
export function sampleBody(def: ResourceDef, id: number): Record<string, unknown> {
  const record = sampleRecord(def, id);
  return Object.fromEntries(def.fields.map((field) => [field.name, record[field.name]]));
}

/** Every key of a resource. */
export function allKeys(def: ResourceDef): string[] {
  return Object.values(resourcePermissions(def));
}

/** An admin holding every key of these resources. */
export function adminWith(defs: readonly ResourceDef[]) {
  return makeAdminProfile(defs.flatMap(allKeys));
}

/** List (3 records) and read handlers for every resource, so references resolve wherever they point. */
export function lookupHandlers(defs: readonly ResourceDef[] = ALL_DEFS) {
  return defs.flatMap((def) => {
    const endpoints = endpointsOf(def);
    return [
      listHandlerFor(endpoints.list, () => ({
        data: [1, 2, 3].map((id) => sampleRecord(def, id)),
        meta: { total: 3 },
      })),
      handlerFor(endpoints.read, ({ params }) => sampleRecord(def, Number(params.id))),
    ];
  });
}
