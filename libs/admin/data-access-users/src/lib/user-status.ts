import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** PUT /private/users/:id/deactivate (`update_user`): the user can no longer sign in or call the API. */
export function useDeactivateUser() {
  return useEndpointMutation(endpoints.deactivateUser);
}

/** PUT /private/users/:id/restore (`update_user`). */
export function useRestoreUser() {
  return useEndpointMutation(endpoints.restoreUser);
}
