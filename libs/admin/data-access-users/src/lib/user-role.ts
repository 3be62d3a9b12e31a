import { endpoints } from '@platform/contract';
import { useEndpointList, useEndpointMutation } from '@platform/api-client';
import { resourceEndpoints, roles } from '@platform/resources';

const roleEndpoints = resourceEndpoints(roles);

/** Roles a user can be given: the first 100 active ones (`view_any_role`, from the resource engine). */
export const ROLE_OPTIONS_QUERY = { page: 1, page_size: 100, row_status: 1 } as const;

export function useRoleOptions(enabled = true) {
  return useEndpointList(roleEndpoints.list, enabled ? { query: { ...ROLE_OPTIONS_QUERY } } : null);
}

/** PUT /private/users/:id/role (`update_user`). */
export function useAssignUserRole() {
  return useEndpointMutation(endpoints.assignUserRole);
}
