import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST …/mobile-verification-receive: the code from the SMS activates the account. */
export function useVerifyMobile() {
  return useEndpointMutation(endpoints.youthMobileVerificationReceive);
}
