import { platformEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /public/contact: rejects with ApiError whose fieldErrors name the rejected fields. */
export function useSendContactMessage() {
  return useEndpointMutation(endpoints.contact);
}
