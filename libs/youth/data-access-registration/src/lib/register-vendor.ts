import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /public/registrations/vendor (content provider or recruiter); the account then waits for approval. */
export function useRegisterVendor() {
  return useEndpointMutation(endpoints.registerVendor);
}
