import { useNavigate } from 'react-router-dom';
import type { RegistrationReceipt } from '@platform/contract';

export const VERIFY_PHONE_PATH = '/verify-phone-number';

/** What /signup hands over (router state): where the code went and when another may be asked for. */
export interface VerifyPhoneState {
  mobile_hint?: string;
  resend_available_at?: string;
}

/**
 * After a signup: on to the phone verification at `path`, with where the code went and when another may be asked.
 * Its own module: the sign-up pages do not load the code form, its notices and alerts before they are shown (ADR 0006
 * r9).
 */
export function useGoToVerification(path: string) {
  const navigate = useNavigate();
  return (receipt: RegistrationReceipt) => {
    const state: VerifyPhoneState = {
      mobile_hint: receipt.mobile_hint,
      resend_available_at: receipt.resend_available_at,
    };
    navigate(`${path}?username=${encodeURIComponent(receipt.username)}`, { state });
  };
}
