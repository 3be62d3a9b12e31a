import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /public/youth/verify-user-data: the same check for the youth signup form. */
export function useCheckYouthData() {
  return useEndpointMutation(endpoints.verifyYouthData);
}
