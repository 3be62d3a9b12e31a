import { useEndpoint, useEndpointMutation } from '@platform/api-client';
import { endpoints } from '@platform/contract';
import { YOUTH_PROFILE_PATH } from './youth-profile';

/** GET /protected/youth-profile/cv-bank: is the CV in the recruiters' CV bank (opt-in, and complete enough)? */
export function useCvBankStatus() {
  return useEndpoint(endpoints.youthCvBank, {});
}

/** PUT …/cv-bank: opt in to the CV bank or out of it (every profile read is revalidated). */
export function useUpdateCvBank() {
  return useEndpointMutation(endpoints.updateYouthCvBank, { revalidate: [YOUTH_PROFILE_PATH] });
}
