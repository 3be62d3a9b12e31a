export { useRegisterVendor } from './lib/register-vendor';
export { useRegisterYouth } from './lib/register-youth';
export { useSendMobileCode } from './lib/send-mobile-code';
export { useVerifyMobile } from './lib/verify-mobile';
export { useVerifyEmail } from './lib/verify-email';
export { useDistricts, useDivisions, useUpazilas, type Location } from './lib/locations';
export { useResetPassword, useSendPasswordOtp, useVerifyPasswordOtp } from './lib/forgot-password';
export { useUpdatePassword } from './lib/update-password';
export { useDeactivateAccount } from './lib/deactivate-account';
