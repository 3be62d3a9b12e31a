import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { USER_TYPE, userTypeFlags, type AuthProfile } from '@platform/contract';
import type { AuthController, AuthFailure, AuthState, PasswordUpdateOutcome } from './auth-controller';
import { currentPath } from './session-marks';

export type UserTypeFlags = ReturnType<typeof userTypeFlags>;

export interface AuthContextValue {
  state: AuthState;
  user: AuthProfile | null;
  error: AuthFailure | null;
  /** The current access token (read at call time). */
  readonly accessToken: string | null;
  getAccessToken: () => string | null;
  signIn: (returnTo?: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** The identity server's update-password action (redirect); rejects when it cannot start. */
  updatePassword: () => Promise<void>;
  /** Takes the signed-in user's edited profile (see AuthController.setProfile). */
  setProfile: (profile: AuthProfile) => void;
  /** On the password-update callback route: how the action ended; otherwise null. */
  passwordUpdate: PasswordUpdateOutcome | null;
  /** The person cancelled the sign-in page on this page load (see AuthSnapshot). */
  signInCancelled: boolean;
  hasPermission: (key: string) => boolean;
  /** isSystemUser, isContentProviderUser, isRecruiterUser, isYouthUser — all false while nobody is signed in. */
  flags: UserTypeFlags;
}

const NO_FLAGS: UserTypeFlags = {
  isSystemUser: false,
  isContentProviderUser: false,
  isRecruiterUser: false,
  isYouthUser: false,
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Exposes an AuthController to React. The controller is started outside React (see `startPortal`). */
export function AuthProvider({ auth, children }: { auth: AuthController; children: ReactNode }) {
  const snapshot = useSyncExternalStore(auth.subscribe, auth.getSnapshot, auth.getSnapshot);
  const value = useMemo<AuthContextValue>(() => {
    const permissions = new Set(snapshot.user?.permissions ?? []);
    return {
      state: snapshot.state,
      user: snapshot.user,
      error: snapshot.error,
      get accessToken() {
        return auth.getAccessToken();
      },
      getAccessToken: auth.getAccessToken,
      signIn: auth.signIn,
      signOut: auth.signOut,
      updatePassword: auth.updatePassword,
      setProfile: auth.setProfile,
      passwordUpdate: snapshot.passwordUpdate,
      signInCancelled: snapshot.signInCancelled,
      hasPermission: (key: string) => permissions.has(key),
      flags: snapshot.user ? userTypeFlags(snapshot.user.user_type_code) : NO_FLAGS,
    };
  }, [auth, snapshot]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Spec §3/§6: codes 1, 2 and 4 are what they say; any other code is a youth (3). */
export function normalizeUserType(code: number | null | undefined): number {
  return code === USER_TYPE.SYSTEM || code === USER_TYPE.CONTENT_PROVIDER || code === USER_TYPE.RECRUITER
    ? code
    : USER_TYPE.YOUTH;
}

export interface AuthFallbacks {
  /** Shown while the sign-in state resolves or a sign-in redirect starts. */
  loading: ReactNode;
  /** Shown for a missing permission or a user type the portal does not serve. */
  unauthorized: ReactNode;
  /** Shown on an authentication error (receives the failure). */
  error: (failure: AuthFailure) => ReactNode;
  /** Shown on a page that needs sign-in after the person cancelled the sign-in page (receives the way to sign in). */
  signInRequired: (signIn: () => void) => ReactNode;
}

const FallbackContext = createContext<AuthFallbacks>({
  loading: null,
  unauthorized: null,
  error: () => null,
  signInRequired: () => null,
});

/** The shell supplies the screens the guards show (data-access code cannot import ui). Pass a stable value. */
export function AuthFallbackProvider({ value, children }: { value: AuthFallbacks; children: ReactNode }) {
  return <FallbackContext.Provider value={value}>{children}</FallbackContext.Provider>;
}

function useFallbacks() {
  return useContext(FallbackContext);
}

/** Children only for a signed-in user; a signed-out visitor is sent to sign in and brought back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state, error, signIn, signInCancelled } = useAuth();
  const fallbacks = useFallbacks();
  useEffect(() => {
    // Starting a redirect is idempotent in the controller, so a double effect (StrictMode) is harmless. After a
    // cancelled sign-in the page asks first instead of sending the person straight back.
    if (state === 'signed_out' && !signInCancelled) void signIn(currentPath());
  }, [state, signIn, signInCancelled]);
  if (state === 'signed_in') return <>{children}</>;
  if (state === 'error' && error) return <>{fallbacks.error(error)}</>;
  if (state === 'signed_out' && signInCancelled)
    return <>{fallbacks.signInRequired(() => void signIn(currentPath()))}</>;
  return <>{fallbacks.loading}</>;
}

/**
 * Children unless a signed-in user's type is not one of `types` (then the Unauthorized page). Visitors who are
 * not signed in pass: pair with RequireAuth where sign-in is required.
 */
export function RequireUserType({ types, children }: { types: readonly number[]; children: ReactNode }) {
  const { state, user } = useAuth();
  const fallbacks = useFallbacks();
  if (state === 'signed_in' && user && !types.includes(normalizeUserType(user.user_type_code))) {
    return <>{fallbacks.unauthorized}</>;
  }
  return <>{children}</>;
}

/** Children only when the signed-in user holds every key; otherwise the Unauthorized page. */
export function RequirePermission({ keys, children }: { keys: readonly string[]; children: ReactNode }) {
  const { state, hasPermission } = useAuth();
  const fallbacks = useFallbacks();
  if (state === 'loading') return <>{fallbacks.loading}</>;
  if (state === 'signed_in' && keys.every((key) => hasPermission(key))) return <>{children}</>;
  return <>{fallbacks.unauthorized}</>;
}
