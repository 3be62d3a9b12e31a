import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** PUT /protected/auth/deactivate: the signed-in youth closes the account with the password; every sign-in ends. */
export function useDeactivateAccount() {
  return useEndpointMutation(endpoints.deactivateOwnAccount);
}
