export { useRegisterYouth } from './lib/register-youth';
export { useSendMobileCode } from './lib/send-mobile-code';
export { useVerifyMobile } from './lib/verify-mobile';
export { useDistricts, useDivisions, useUpazilas, type Location } from './lib/locations';
