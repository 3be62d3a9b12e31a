import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /public/registrations/youth: rejects with an ApiError whose fieldErrors name the refused fields. */
export function useRegisterYouth() {
  return useEndpointMutation(endpoints.registerYouth);
}
