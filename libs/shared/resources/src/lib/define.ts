import { defineEndpoint, type EndpointDef, ROW_STATUS } from '@platform/contract';
import type {
  EnumOption,
  FieldDef,
  LookupRecord,
  ResourceDef,
  ResourceListQuery,
  ReferenceField,
  ResourceRecord,
  TenantColumn,
  TextField,
} from './types';

/** Identity helper that keeps the literal types of a definition. */
export function defineResource<const T extends ResourceDef>(def: T): T {
  return def;
}

/** Options of `enums.<name>.<value>` for a const object of the contract (e.g. SKILL_TYPE). */
export function enumOptions(enumName: string, values: Record<string, number | string>): EnumOption[] {
  return Object.values(values).map((value) => ({ value, labelId: `enums.${enumName}.${value}` }));
}

/** The bilingual pair every reference record has: `title` (Bengali, required) and `title_en` (English). */
export function bilingualTitle(
  options: Partial<Pick<TextField, 'max' | 'unique'>> = {},
): [TextField, TextField] {
  const max = options.max ?? 300;
  return [
    {
      name: 'title',
      kind: 'text',
      required: true,
      max,
      unique: options.unique ?? true,
      list: true,
      search: true,
      sort: true,
    },
    {
      name: 'title_en',
      kind: 'text',
      max,
      unique: options.unique ?? true,
      list: true,
      search: true,
      sort: true,
    },
  ];
}

/**
 * The record a record belongs to (a district's division, a designation's rank type): required, a column of the list
 * and one of its filters. `over` adds the rest (`dependsOn` for a parent that narrows this one's choices).
 */
export function parentField(
  name: string,
  resource: string,
  over: Partial<ReferenceField> = {},
): ReferenceField {
  return { name, kind: 'reference', resource, required: true, list: true, filter: true, ...over };
}

/** The resource each tenant column points to. */
export const TENANT_RESOURCE: Record<TenantColumn, string> = {
  institute_id: 'institutes',
  organization_id: 'organizations',
};

/**
 * The owner of a tenant-scoped record (ResourceDef.tenant, ADR 0083): a required reference to its institute or
 * organisation, a list column and filter for platform administrators.
 */
export function tenantField(column: TenantColumn): ReferenceField {
  return parentField(column, TENANT_RESOURCE[column]);
}

const tenantViews = new WeakMap<ResourceDef, ResourceDef>();

/**
 * A tenant-scoped definition as a caller of that tenant sees it (ADR 0083): without the tenant field (the gateway sets
 * it) and with no choice waiting for it (a branch picker that depends on the institute lists the caller's own
 * branches, which is all the gateway returns to it). The same object for the same definition; a definition without
 * a tenant is returned as it is.
 */
export function tenantFixedView(def: ResourceDef): ResourceDef {
  const column = def.tenant;
  if (!column) return def;
  let view = tenantViews.get(def);
  if (!view) {
    view = {
      ...def,
      fields: def.fields
        .filter((f) => f.name !== column)
        .map((f) => {
          if ((f.kind !== 'reference' && f.kind !== 'multiReference') || f.dependsOn !== column) return f;
          const { dependsOn: _fixed, ...rest } = f;
          return rest;
        }),
    };
    tenantViews.set(def, view);
  }
  return view;
}

/** Active / inactive, on every resource table. */
export const rowStatusField: FieldDef = {
  name: 'row_status',
  kind: 'enum',
  options: enumOptions('row_status', ROW_STATUS),
  list: true,
  filter: true,
};

/** The permission keys of a resource (the gateway checks them; the admin menu and routes are filtered by them). */
export function resourcePermissions(def: Pick<ResourceDef, 'permissionKey'>) {
  const k = def.permissionKey;
  return {
    viewAny: `view_any_${k}`,
    viewSingle: `view_single_${k}`,
    create: `create_${k}`,
    update: `update_${k}`,
    delete: `delete_${k}`,
  } as const;
}

export interface ImportResult {
  created: number;
}
export interface BulkDeleteBody {
  ids: number[];
}
export interface ImportBody {
  rows: Record<string, unknown>[];
}

type IdParams = { id: number };
type Rec = ResourceRecord;

/**
 * The contract endpoints of a resource. The gateway registers exactly these; the SPA calls exactly these; the
 * OpenAPI document lists them. Restore and bulk delete need the update / delete keys.
 */
export function resourceEndpoints(def: ResourceDef) {
  const p = resourcePermissions(def);
  const base = `/private/${def.segment}`;
  const name = def.name;
  return {
    list: defineEndpoint<Rec[], undefined, ResourceListQuery>({
      method: 'GET',
      path: base,
      area: 'private',
      permission: p.viewAny,
      list: true,
      summary: `List ${name}`,
    }),
    read: defineEndpoint<Rec, undefined, undefined, IdParams>({
      method: 'GET',
      path: `${base}/:id`,
      area: 'private',
      permission: p.viewSingle,
      summary: `Read one of ${name}`,
    }),
    create: defineEndpoint<Rec, Record<string, unknown>>({
      method: 'POST',
      path: base,
      area: 'private',
      permission: p.create,
      summary: `Create one of ${name}`,
    }),
    update: defineEndpoint<Rec, Record<string, unknown>, undefined, IdParams>({
      method: 'PUT',
      path: `${base}/:id`,
      area: 'private',
      permission: p.update,
      summary: `Update one of ${name}`,
    }),
    remove: defineEndpoint<Rec, undefined, undefined, IdParams>({
      method: 'DELETE',
      path: `${base}/:id`,
      area: 'private',
      permission: p.delete,
      summary: `Soft-delete one of ${name}`,
    }),
    restore: defineEndpoint<Rec, undefined, undefined, IdParams>({
      method: 'PUT',
      path: `${base}/:id/restore`,
      area: 'private',
      permission: p.update,
      summary: `Restore one of ${name}`,
    }),
    bulkDelete: defineEndpoint<{ deleted: number }, BulkDeleteBody>({
      method: 'POST',
      path: `${base}/bulk-delete`,
      area: 'private',
      permission: p.delete,
      summary: `Soft-delete several of ${name}`,
    }),
    import: defineEndpoint<ImportResult, ImportBody>({
      method: 'POST',
      path: `${base}/import`,
      area: 'private',
      permission: p.create,
      summary: `Import ${name} from spreadsheet rows (all or nothing)`,
    }),
    ...(def.lookup ? lookupEndpoints(def.lookup.segment, name) : {}),
  } as const satisfies Record<string, EndpointDef>;
}

function lookupEndpoints(segment: string, name: string) {
  return {
    lookupList: defineEndpoint<LookupRecord[], undefined, ResourceListQuery>({
      method: 'GET',
      path: `/public/${segment}`,
      area: 'public',
      list: true,
      summary: `Public lookup of ${name}`,
    }),
    lookupRead: defineEndpoint<LookupRecord, undefined, undefined, IdParams>({
      method: 'GET',
      path: `/public/${segment}/:id`,
      area: 'public',
      summary: `Public lookup of one of ${name}`,
    }),
  };
}

export type ResourceEndpoints = ReturnType<typeof resourceEndpoints>;

/** The field used to name a record (bilingual: `<titleField>` in Bengali, `<titleField>_en` in English). */
export function titleFieldOf(def: ResourceDef): string {
  return def.titleField ?? 'title';
}

/** Fields drawn in the create / edit forms. */
export function formFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => !f.readOnly);
}
