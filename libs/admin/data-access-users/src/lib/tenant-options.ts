import { useEndpoint, useEndpointList } from '@platform/api-client';
import { institutes, organizations, resourceEndpoints } from '@platform/resources';

/** The tenants a user can belong to: organisations and institutes (both lists of the resource engine). */
export type TenantKind = 'organizations' | 'institutes';

const TENANT_ENDPOINTS = {
  organizations: resourceEndpoints(organizations),
  institutes: resourceEndpoints(institutes),
} as const;

/** Options asked for per search: a short page, narrowed by typing (server search on the names). */
export const TENANT_OPTIONS_PAGE_SIZE = 20;

/**
 * Active organisations or institutes whose name matches `search` (`view_any_organization` / `view_any_institute`);
 * `enabled` false loads nothing (a picker asks only while it is open).
 */
export function useTenantOptions(kind: TenantKind, search: string, enabled: boolean) {
  const query = {
    page: 1,
    page_size: TENANT_OPTIONS_PAGE_SIZE,
    row_status: 1,
    ...(search ? { search } : {}),
  };
  return useEndpointList(TENANT_ENDPOINTS[kind].list, enabled ? { query } : null, { keepPreviousData: true });
}

/** One organisation or institute, to name the chosen one (`view_single_…`); `null`: none chosen. */
export function useTenant(kind: TenantKind, id: number | null) {
  return useEndpoint(TENANT_ENDPOINTS[kind].read, id === null ? null : { params: { id } });
}
