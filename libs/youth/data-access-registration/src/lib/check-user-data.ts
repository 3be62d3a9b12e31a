import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/**
 * POST /public/verify-user-data: is this username (mobile, e-mail) free before the vendor signup form is sent? A
 * taken username rejects with its field error naming free ones (registration.errors.username_taken).
 */
export function useCheckUserData() {
  return useEndpointMutation(endpoints.verifyUserData);
}
