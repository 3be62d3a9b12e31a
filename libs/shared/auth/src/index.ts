export { LOGIN_ERROR_MESSAGE, MALICIOUS_USER_MESSAGE, createAuth } from './lib/auth-controller';
export type {
  AuthController,
  AuthFailure,
  AuthSnapshot,
  AuthState,
  CreateAuthOptions,
  PasswordUpdateOutcome,
} from './lib/auth-controller';
export {
  AuthFallbackProvider,
  AuthProvider,
  RequireAuth,
  RequirePermission,
  RequireUserType,
  normalizeUserType,
  useAuth,
} from './lib/auth-react';
export type { AuthContextValue, AuthFallbacks, UserTypeFlags } from './lib/auth-react';
export { createLogger } from './lib/logger';
export type { Logger } from './lib/logger';
export {
  FLASH_KEY,
  RETURN_TO_KEY,
  SIGNED_IN_COOKIE,
  hasSignedInMarker,
  safeReturnPath,
} from './lib/session-marks';
export {
  CALLBACK_PATH,
  OIDC_SCOPE,
  PASSWORD_UPDATED_PATH,
  UPDATE_PASSWORD_PARAMS,
  loadUserManager,
  userManagerSettings,
  userStoreKey,
} from './lib/user-manager';
export type { OidcConfig, OidcUserLike, SigninRedirectArgsLike, UserManagerLike } from './lib/user-manager';
