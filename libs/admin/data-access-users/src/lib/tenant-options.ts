import { type LookupSource, resourceLookup } from '@platform/api-client';
import { institutes, organizations, type ResourceDef, type ResourceRecord } from '@platform/resources';

/** The tenants a user can belong to: organisations and institutes (both lists of the resource engine). */
export type TenantKind = 'organizations' | 'institutes';

function activeTenants(def: ResourceDef): LookupSource<ResourceRecord> {
  return resourceLookup(def, { activeOnly: true });
}

/**
 * Active organisations or institutes, searched by name on the gateway (`view_any_organization` /
 * `view_any_institute`), for `useLookup`; the chosen one is read by id (`view_single_…`).
 */
export const TENANT_SOURCES: Record<TenantKind, LookupSource<ResourceRecord>> = {
  organizations: activeTenants(organizations),
  institutes: activeTenants(institutes),
};
