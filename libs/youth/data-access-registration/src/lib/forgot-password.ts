import { registrationEndpoints as endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /public/forgot-password/send-otp: the same 202 for every username; 429 within 180000 ms of the last code. */
export function useSendPasswordOtp() {
  return useEndpointMutation(endpoints.forgotPasswordSendOtp);
}

/** POST /public/forgot-password/verify-otp: the code for a single-use reset token (15 minutes). */
export function useVerifyPasswordOtp() {
  return useEndpointMutation(endpoints.forgotPasswordVerifyOtp);
}

/** POST /public/forgot-password/reset-password: the new password with the reset token. */
export function useResetPassword() {
  return useEndpointMutation(endpoints.forgotPasswordReset);
}
