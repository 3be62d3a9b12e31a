import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST …/mobile-verification-send: a new code by SMS; 429 `registration.errors.resend_wait` within 180000 ms. */
export function useSendMobileCode() {
  return useEndpointMutation(endpoints.youthMobileVerificationSend);
}
