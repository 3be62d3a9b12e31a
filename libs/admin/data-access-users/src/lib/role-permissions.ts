import { endpoints } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';
import { resourceEndpoints, roles } from '@platform/resources';

const roleEndpoints = resourceEndpoints(roles);

/** One role (`view_single_role`, from the resource engine). */
export function useRole(id: number | null) {
  return useEndpoint(roleEndpoints.read, id === null ? null : { params: { id } });
}

/** The permissions of a role (`assign_permission_to_role`); `null`: wait (or the caller may not see them). */
export function useRolePermissions(id: number | null) {
  return useEndpoint(endpoints.rolePermissions, id === null ? null : { params: { id } });
}

/** PUT /private/roles/:id/permissions: replaces the role's permissions. */
export function useUpdateRolePermissions() {
  return useEndpointMutation(endpoints.updateRolePermissions);
}
