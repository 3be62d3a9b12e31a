import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** PUT /protected/auth/password: the signed-in user's new password (the current one required). */
export function useUpdatePassword() {
  return useEndpointMutation(endpoints.updatePassword);
}
