import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /private/users (`create_user`); revalidates the user lists. */
export function useCreateUser() {
  return useEndpointMutation(endpoints.createUser);
}

/** PUT /private/users/:id (`update_user`): names, contact data and type; never the password. */
export function useUpdateUser() {
  return useEndpointMutation(endpoints.updateUser);
}
