import type { AuthProfile } from '@platform/contract';
import { createLogger, type Logger } from './logger';
import {
  FLASH_KEY,
  clearSignedInMarker,
  currentPath,
  hasSignedInMarker,
  saveReturnPath,
  setSignedInMarker,
  takeReturnPath,
} from './session-marks';
import {
  CALLBACK_PATH,
  PASSWORD_UPDATED_PATH,
  UPDATE_PASSWORD_PARAMS,
  loadUserManager,
  userStoreKey,
  type OidcConfig,
  type OidcUserLike,
  type UserManagerLike,
} from './user-manager';

export type AuthState = 'loading' | 'signed_in' | 'signed_out' | 'error';

export interface AuthFailure {
  /** Catalogue id shown to the user (`errors.malicious_user`, `pages.generic.login_error.message`). */
  messageId: string;
  /** A (half) signed-in user was involved: the Login Error page offers Logout instead of Login. */
  hasUser: boolean;
}

/**
 * How the identity server's update-password action ended, known on the password-update callback route only:
 * `updated` (new tokens were issued), `not_updated` (cancelled or refused; the earlier session is restored).
 */
export type PasswordUpdateOutcome = 'updated' | 'not_updated';

export interface AuthSnapshot {
  state: AuthState;
  user: AuthProfile | null;
  error: AuthFailure | null;
  /** Set when this page load is the return from `updatePassword()`, otherwise null. */
  passwordUpdate: PasswordUpdateOutcome | null;
  /**
   * The person cancelled the sign-in page ("Cancel and go back"): signed out, no error, and RequireAuth does not send
   * them to sign in again (that would loop) until they ask to.
   */
  signInCancelled: boolean;
}

/** Framework-free sign-in state machine; React reads it through AuthProvider (useSyncExternalStore). */
export interface AuthController {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Resolves the sign-in state once per page load: redeems the callback captured when the controller was created,
   * or restores a stored session. Idempotent.
   */
  start(): Promise<void>;
  /** The current access token (memory copy of the per-tab session), or null. */
  getAccessToken(): string | null;
  /** Single-flight silent renew (refresh token). Resolves true when a new token is available. */
  renew(): Promise<boolean>;
  /** Starts the sign-in redirect; `returnTo` (same-origin path) defaults to the current address. */
  signIn(returnTo?: string): Promise<void>;
  /**
   * Starts the identity server's update-password action (spec §7): a sign-in redirect with `kc_action=UPDATE_PASSWORD`
   * returning to the password-update callback route, where the new tokens are redeemed like a sign-in.
   * Rejects when the redirect cannot start (the caller shows the failure; the session is untouched).
   */
  updatePassword(): Promise<void>;
  /** Clears the marker, notifies listeners (SWR cache), other tabs, revokes tokens and ends the IdP session. */
  signOut(): Promise<void>;
  /**
   * Takes the signed-in user's profile as the gateway answered an edit of it (/profile-edit), so the header and every
   * page show the new name at once. Ignored unless someone is signed in as that same user.
   */
  setProfile(profile: AuthProfile): void;
  /** Registers a callback run at every sign-out (the shell clears the SWR cache here). */
  onSignedOut(callback: () => void): () => void;
  /** A message id left for the next page load (e.g. 'Malicious user!' across the sign-out redirect). */
  consumeFlash(): string | null;
}

export interface CreateAuthOptions extends OidcConfig {
  /** `GET /protected/auth/profile` (the shell passes `() => client.call(platformEndpoints.authProfile)`). */
  fetchProfile: () => Promise<AuthProfile>;
  /** Builds the UserManager; defaults to loading oidc-client-ts lazily. Tests inject a fake. */
  userManager?: () => Promise<UserManagerLike>;
  logger?: Logger;
  /** The language the portal shows: the sign-in and sign-out pages follow it (`ui_locales`). */
  uiLocale?: () => string;
}

export const MALICIOUS_USER_MESSAGE = 'errors.malicious_user';
export const LOGIN_ERROR_MESSAGE = 'pages.generic.login_error.message';
const BROADCAST_CHANNEL = 'platform-auth';

/**
 * Callback URLs already handed to oidc-client-ts in this page load. Module state on purpose: the authorization
 * code is single-use, so whatever renders twice (React StrictMode, two controllers), it is redeemed exactly once.
 */
const redeemedCallbacks = new Map<string, Promise<OidcUserLike>>();

function redeemOnce(manager: UserManagerLike, url: string): Promise<OidcUserLike> {
  let pending = redeemedCallbacks.get(url);
  if (!pending) {
    pending = manager.signinRedirectCallback(url);
    redeemedCallbacks.set(url, pending);
  }
  return pending;
}

interface CapturedCallback {
  url: URL;
  /** `signin`: the sign-in callback; `password`: the return from the update-password action. */
  kind: 'signin' | 'password';
}

function captureCallback(): CapturedCallback | null {
  const url = new URL(window.location.href);
  if (url.pathname === CALLBACK_PATH) {
    window.history.replaceState(window.history.state, '', takeReturnPath());
    return { url, kind: 'signin' };
  }
  if (
    url.pathname === PASSWORD_UPDATED_PATH &&
    (url.searchParams.has('code') || url.searchParams.has('error'))
  ) {
    // the route stays (it shows the outcome); the code and state leave the address
    window.history.replaceState(window.history.state, '', PASSWORD_UPDATED_PATH);
    return { url, kind: 'password' };
  }
  return null;
}

export function createAuth(options: CreateAuthOptions): AuthController {
  const logger = options.logger ?? createLogger('auth');
  const listeners = new Set<() => void>();
  const signedOutCallbacks = new Set<() => void>();
  let snapshot: AuthSnapshot = {
    state: 'loading',
    user: null,
    error: null,
    passwordUpdate: null,
    signInCancelled: false,
  };
  let oidcUser: OidcUserLike | null = null;
  let managerPromise: Promise<UserManagerLike> | null = null;
  let started: Promise<void> | null = null;
  let renewing: Promise<boolean> | null = null;
  let redirecting: Promise<void> | null = null;
  let signingOut: Promise<void> | null = null;

  // Runs synchronously when the controller is created (once, at start-up, before the router reads the address):
  // on the callback route the code and state leave the URL and the history at once (quality anchor S5), and the
  // router starts directly on the return path. `start()` redeems the captured URL later.
  const callback = captureCallback();

  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(BROADCAST_CHANNEL);

  function set(next: Partial<AuthSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  function manager(): Promise<UserManagerLike> {
    managerPromise ??= (options.userManager ?? (() => loadUserManager(options)))().then((um) => {
      um.events.addAccessTokenExpiring(() => void renew());
      return um;
    });
    return managerPromise;
  }

  function hasStoredSession(): boolean {
    try {
      return hasSignedInMarker() || window.sessionStorage.getItem(userStoreKey(options)) !== null;
    } catch {
      return false;
    }
  }

  function notifySignedOut() {
    for (const callback of signedOutCallbacks) {
      try {
        callback();
      } catch (error) {
        logger.warn('sign-out listener failed', error);
      }
    }
  }

  async function loadProfile(): Promise<void> {
    set({ state: 'loading', error: null });
    try {
      const profile = await options.fetchProfile();
      set({ state: 'signed_in', user: profile, error: null });
    } catch (error) {
      // Spec §6/§8: the user is set to none, the failure logged, 'Malicious user!' shown and the user signed out.
      logger.warn('Failed to load authenticated user', error);
      set({ state: 'error', user: null, error: { messageId: MALICIOUS_USER_MESSAGE, hasUser: true } });
      try {
        window.sessionStorage.setItem(FLASH_KEY, MALICIOUS_USER_MESSAGE);
      } catch {
        // storage full or blocked: the message on screen is enough
      }
      await signOut();
    }
  }

  async function handleCallback(url: URL, onRedeemed?: () => void): Promise<void> {
    if (url.searchParams.get('error') === 'access_denied') {
      // "Cancel and go back" on the sign-in page: back where they were, signed out, without an error
      logger.info('sign-in cancelled');
      set({ state: 'signed_out', user: null, error: null, signInCancelled: true });
      return;
    }
    if (url.searchParams.has('error') || !url.searchParams.has('code')) {
      logger.warn('sign-in callback carried an error', url.searchParams.get('error'));
      set({ state: 'error', user: null, error: { messageId: LOGIN_ERROR_MESSAGE, hasUser: false } });
      return;
    }
    try {
      const um = await manager();
      oidcUser = await redeemOnce(um, url.href);
    } catch (error) {
      logger.warn('sign-in callback failed', error);
      set({ state: 'error', user: null, error: { messageId: LOGIN_ERROR_MESSAGE, hasUser: false } });
      return;
    }
    setSignedInMarker();
    onRedeemed?.();
    await loadProfile();
  }

  /**
   * Back from the update-password action: a code means the password changed (every other sign-in of the account
   * ended, so the tokens of this tab are replaced by the new ones); an error (cancelled) keeps the earlier session.
   */
  async function handlePasswordCallback(url: URL): Promise<void> {
    if (url.searchParams.has('error') || !url.searchParams.has('code')) {
      logger.info('password update not completed', url.searchParams.get('error'));
      set({ passwordUpdate: 'not_updated' });
      await restore();
      return;
    }
    await handleCallback(url, () => set({ passwordUpdate: 'updated' }));
  }

  async function restore(): Promise<void> {
    if (!hasStoredSession()) {
      set({ state: 'signed_out', user: null });
      return;
    }
    try {
      const um = await manager();
      const user = await um.getUser();
      if (!user) {
        set({ state: 'signed_out', user: null });
        return;
      }
      oidcUser = user;
      if (user.expired && !(await renew())) return;
      await loadProfile();
    } catch (error) {
      logger.warn('could not restore the session', error);
      oidcUser = null;
      set({ state: 'signed_out', user: null });
    }
  }

  function start(): Promise<void> {
    started ??= (async () => {
      if (callback?.kind === 'signin') await handleCallback(callback.url);
      else if (callback?.kind === 'password') await handlePasswordCallback(callback.url);
      else await restore();
    })();
    return started;
  }

  function renew(): Promise<boolean> {
    if (!managerPromise) return Promise.resolve(false);
    renewing ??= (async () => {
      try {
        const um = await manager();
        const user = await um.signinSilent();
        if (!user) throw new Error('silent renew returned no user');
        oidcUser = user;
        return true;
      } catch (error) {
        logger.warn('silent renew failed', error);
        // The session is gone: forget it locally; RequireAuth sends the user to sign in with the return path.
        oidcUser = null;
        clearSignedInMarker();
        await managerPromise?.then((um) => um.removeUser()).catch(() => undefined);
        if (snapshot.state !== 'error') set({ state: 'signed_out', user: null });
        notifySignedOut();
        return false;
      } finally {
        renewing = null;
      }
    })();
    return renewing;
  }

  function signIn(returnTo?: string): Promise<void> {
    if (snapshot.signInCancelled) set({ signInCancelled: false });
    redirecting ??= (async () => {
      saveReturnPath(returnTo ?? currentPath());
      try {
        const um = await manager();
        await um.signinRedirect(options.uiLocale ? { ui_locales: options.uiLocale() } : undefined);
      } catch (error) {
        logger.warn('could not start sign-in', error);
        redirecting = null;
        set({ state: 'error', error: { messageId: LOGIN_ERROR_MESSAGE, hasUser: false } });
      }
    })();
    return redirecting;
  }

  function updatePassword(): Promise<void> {
    redirecting ??= (async () => {
      try {
        const um = await manager();
        await um.signinRedirect({
          redirect_uri: `${options.origin ?? window.location.origin}${PASSWORD_UPDATED_PATH}`,
          extraQueryParams: { ...UPDATE_PASSWORD_PARAMS },
          ...(options.uiLocale ? { ui_locales: options.uiLocale() } : {}),
        });
      } catch (error) {
        logger.warn('could not start the password update', error);
        redirecting = null;
        throw error;
      }
    })();
    return redirecting;
  }

  async function forgetLocally(um: UserManagerLike | null): Promise<void> {
    oidcUser = null;
    clearSignedInMarker();
    if (um) await um.removeUser().catch(() => undefined);
  }

  function signOut(): Promise<void> {
    signingOut ??= (async () => {
      const idToken = oidcUser?.id_token;
      clearSignedInMarker();
      channel?.postMessage('signed_out');
      notifySignedOut();
      const um = managerPromise ? await managerPromise.catch(() => null) : null;
      try {
        if (um) {
          // First the refresh token is revoked (a failure is logged, never blocks the sign-out), then the gateway's
          // end-session page ends the single sign-on session.
          await um
            .revokeTokens(['refresh_token'])
            .catch((error: unknown) => logger.warn('could not revoke the refresh token', error));
          const locale = options.uiLocale?.();
          await um.signoutRedirect({
            ...(idToken ? { id_token_hint: idToken } : {}),
            ...(locale ? { extraQueryParams: { ui_locales: locale } } : {}),
          });
        }
      } catch (error) {
        logger.warn('sign-out redirect failed; signed out locally', error);
      }
      await forgetLocally(um);
      if (snapshot.state !== 'error') set({ state: 'signed_out', user: null });
      signingOut = null;
    })();
    return signingOut;
  }

  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.data !== 'signed_out' || snapshot.state !== 'signed_in') return;
    // Another tab signed out: this tab's own token family is revoked and forgotten too (quality anchor S16).
    void (async () => {
      const um = managerPromise ? await managerPromise.catch(() => null) : null;
      if (um) await um.revokeTokens(['refresh_token']).catch(() => undefined);
      await forgetLocally(um);
      set({ state: 'signed_out', user: null });
      notifySignedOut();
    })();
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    getAccessToken: () => oidcUser?.access_token ?? null,
    renew,
    signIn,
    updatePassword,
    signOut,
    setProfile(profile) {
      if (snapshot.state === 'signed_in' && snapshot.user?.id === profile.id) set({ user: profile });
    },
    onSignedOut(callback) {
      signedOutCallbacks.add(callback);
      return () => signedOutCallbacks.delete(callback);
    },
    consumeFlash() {
      try {
        const id = window.sessionStorage.getItem(FLASH_KEY);
        window.sessionStorage.removeItem(FLASH_KEY);
        return id;
      } catch {
        return null;
      }
    },
  };
}
