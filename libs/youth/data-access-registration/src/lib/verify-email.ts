import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/**
 * GET …/email-verification-receive?ref=: consumes the e-mail link's ref (single use), so it is called once, as a
 * mutation, never as a cached, revalidated SWR read.
 */
export function useVerifyEmail() {
  return useEndpointMutation(endpoints.emailVerificationReceive);
}
