import type { UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';

export interface OidcConfig {
  /** OIDC issuer, e.g. `http://localhost:8080/oidc`. */
  authority: string;
  /** This portal's client id (`youth`, `admin`, `recruiter`, `lms`, `assessment`). */
  clientId: string;
  /** The portal's origin; defaults to `window.location.origin`. */
  origin?: string;
}

/** The part of oidc-client-ts's User the platform reads. */
export interface OidcUserLike {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  readonly expired?: boolean;
}

/** What the platform passes to `signinRedirect` (a subset of oidc-client-ts's SigninRedirectArgs). */
export interface SigninRedirectArgsLike {
  redirect_uri?: string;
  /** The page language the identity server should show (`en-US`, `bn-BD`). */
  ui_locales?: string;
  extraQueryParams?: Record<string, string>;
}

/** The part of oidc-client-ts's UserManager the platform uses (tests pass a fake with this shape). */
export interface UserManagerLike {
  getUser(): Promise<OidcUserLike | null>;
  signinRedirect(args?: SigninRedirectArgsLike): Promise<void>;
  signinRedirectCallback(url?: string): Promise<OidcUserLike>;
  signinSilent(): Promise<OidcUserLike | null>;
  signoutRedirect(args?: {
    id_token_hint?: string;
    extraQueryParams?: Record<string, string>;
  }): Promise<void>;
  revokeTokens(types?: ('access_token' | 'refresh_token')[]): Promise<void>;
  removeUser(): Promise<void>;
  clearStaleState(): Promise<void>;
  events: { addAccessTokenExpiring(callback: () => void): unknown };
}

export const OIDC_SCOPE = 'openid profile email offline_access';
export const CALLBACK_PATH = '/auth/callback';
/** The password-update callback route (spec §2): where the identity server's update-password action returns. */
export const PASSWORD_UPDATED_PATH = '/auth/password-updated';
/**
 * The update-password action on the authorization endpoint (spec §7). Keycloak's parameter, which the built-in
 * provider understands too (ADR 0021), so the same link works against either.
 */
export const UPDATE_PASSWORD_PARAMS: Readonly<Record<string, string>> = Object.freeze({
  kc_action: 'UPDATE_PASSWORD',
});

/**
 * The UserManager settings of every portal (ARCHITECTURE §5, quality anchors A1/A3):
 * code flow + PKCE, per-tab storage (sessionStorage, never localStorage); the controller revokes the refresh token at
 * sign-out.
 * Renewal is driven by the controller's single-flight `renew()` on `accessTokenExpiring` rather than the library's
 * own timer, so the timer and a 401 can never renew at the same time (oidc-client-ts #710).
 */
export function userManagerSettings(
  config: OidcConfig,
  Store: typeof WebStorageStateStore,
  storage: Storage = window.sessionStorage,
): UserManagerSettings {
  const origin = config.origin ?? window.location.origin;
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    userStore: new Store({ store: storage }),
    stateStore: new Store({ store: storage }),
    automaticSilentRenew: false,
    // The controller revokes the refresh token itself before the end-session redirect (JWT access tokens cannot be
    // revoked and expire in 10 minutes), so that a revocation failure never stops the sign-out.
    revokeTokenTypes: ['refresh_token'],
    revokeTokensOnSignout: false,
    loadUserInfo: false,
    monitorSession: false,
  };
}

/** Key under which oidc-client-ts keeps the user (WebStorageStateStore prefix `oidc.`). */
export function userStoreKey(config: OidcConfig): string {
  return `oidc.user:${config.authority}:${config.clientId}`;
}

/** Loads oidc-client-ts on demand (public youth pages never download it) and builds the UserManager. */
export async function loadUserManager(config: OidcConfig): Promise<UserManagerLike> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager(userManagerSettings(config, WebStorageStateStore));
}
