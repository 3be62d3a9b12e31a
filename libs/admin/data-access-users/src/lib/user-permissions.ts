import { endpoints } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/** A user's own grants and the ones it holds through its role and organisation (`assign_permission_to_user`). */
export function useUserPermissions(id: number | null) {
  return useEndpoint(endpoints.userPermissions, id === null ? null : { params: { id } });
}

/** PUT /private/users/:id/permissions: replaces the user's own grants. */
export function useUpdateUserPermissions() {
  return useEndpointMutation(endpoints.updateUserPermissions);
}
