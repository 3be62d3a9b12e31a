import { render, screen, waitFor } from '@testing-library/react';
import { WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthProfile } from '@platform/contract';
import { createAuth, type AuthController } from './auth-controller';
import {
  AuthFallbackProvider,
  AuthProvider,
  RequireAuth,
  RequirePermission,
  RequireUserType,
  useAuth,
  type AuthFallbacks,
} from './auth-react';
import {
  FLASH_KEY,
  RETURN_TO_KEY,
  hasSignedInMarker,
  safeReturnPath,
  saveReturnPath,
  setSignedInMarker,
} from './session-marks';
import { userManagerSettings, userStoreKey, type OidcUserLike, type UserManagerLike } from './user-manager';
import { makeProfile } from '../testing';

const CONFIG = { authority: 'http://localhost:8080/oidc', clientId: 'youth' };

const profile = (over: Partial<AuthProfile> = {}): AuthProfile =>
  makeProfile({ id: 1, permissions: ['view_jobs'], ...over });

function oidcUser(over: Partial<OidcUserLike> = {}): OidcUserLike {
  return { access_token: 'at-1', id_token: 'id-1', refresh_token: 'rt-1', expired: false, ...over };
}

function fakeManager(stored: OidcUserLike | null = null) {
  const expiring: Array<() => void> = [];
  const um = {
    getUser: vi.fn(async () => stored),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => oidcUser()),
    signinSilent: vi.fn(async () => oidcUser({ access_token: 'at-2' })),
    signoutRedirect: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    clearStaleState: vi.fn(async () => undefined),
    events: { addAccessTokenExpiring: (cb: () => void) => expiring.push(cb) },
    expiring,
  } satisfies UserManagerLike & { expiring: Array<() => void> };
  return um;
}

function setup(
  options: { um?: ReturnType<typeof fakeManager>; fetchProfile?: () => Promise<AuthProfile> } = {},
) {
  const um = options.um ?? fakeManager();
  const factory = vi.fn(async () => um);
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const auth = createAuth({
    ...CONFIG,
    fetchProfile: options.fetchProfile ?? (async () => profile()),
    userManager: factory,
    logger,
  });
  return { auth, um, factory, logger };
}

function clearCookies() {
  document.cookie = 'platform_signed_in=; path=/; max-age=0';
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  window.localStorage.clear();
  clearCookies();
});
afterEach(() => vi.restoreAllMocks());

describe('UserManager settings', () => {
  it('code flow, exact redirect URIs, per-tab storage, tokens revoked at sign-out', () => {
    const settings = userManagerSettings(
      { ...CONFIG, origin: 'http://localhost:4200' },
      WebStorageStateStore,
    );
    expect(settings).toMatchObject({
      authority: 'http://localhost:8080/oidc',
      client_id: 'youth',
      redirect_uri: 'http://localhost:4200/auth/callback',
      post_logout_redirect_uri: 'http://localhost:4200/',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      revokeTokenTypes: ['refresh_token'],
      revokeTokensOnSignout: false,
    });
    const store = settings.userStore as unknown as { _store: Storage };
    expect(store._store).toBe(window.sessionStorage);
    expect((settings.stateStore as unknown as { _store: Storage })._store).toBe(window.sessionStorage);
  });

  it('only same-origin paths are return targets', () => {
    expect(safeReturnPath('/jobs?x=1#a')).toBe('/jobs?x=1#a');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/auth/callback?code=1')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});

describe('start-up', () => {
  it('a visitor without a session is signed out and oidc-client-ts is never loaded', async () => {
    const { auth, factory } = setup();
    await auth.start();
    expect(auth.getSnapshot().state).toBe('signed_out');
    expect(factory).not.toHaveBeenCalled();
  });

  it('processes the callback exactly once, cleans the URL, sets the marker and loads the profile', async () => {
    window.sessionStorage.setItem(RETURN_TO_KEY, '/my-jobs?page=2');
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    const { auth, um } = setup();
    // The address is clean as soon as the controller exists, before the router reads it.
    expect(`${window.location.pathname}${window.location.search}`).toBe('/my-jobs?page=2');
    // StrictMode-style double start and a second controller on the same URL: one code redemption.
    const second = setup({ um });
    await Promise.all([auth.start(), auth.start(), second.auth.start()]);
    expect(um.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(um.signinRedirectCallback).toHaveBeenCalledWith(
      'http://localhost:3000/auth/callback?code=abc&state=xyz',
    );
    expect(`${window.location.pathname}${window.location.search}`).toBe('/my-jobs?page=2');
    expect(auth.getSnapshot()).toMatchObject({ state: 'signed_in', user: { full_name: 'Rahima Khatun' } });
    expect(auth.getAccessToken()).toBe('at-1');
    expect(hasSignedInMarker()).toBe(true);
    expect(document.cookie).not.toContain('at-1');
    expect(JSON.stringify(window.localStorage)).not.toContain('at-1');
  });

  it('a callback with an error shows the login error', async () => {
    window.history.replaceState(null, '', '/auth/callback?error=server_error&state=1');
    const { auth, um } = setup();
    await auth.start();
    expect(auth.getSnapshot()).toMatchObject({
      state: 'error',
      error: { messageId: 'pages.generic.login_error.message', hasUser: false },
    });
    expect(um.signinRedirectCallback).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
  });

  it('a cancelled sign-in returns to the page the person came from, signed out, without an error', async () => {
    saveReturnPath('/jobs/12?tab=about');
    window.history.replaceState(null, '', '/auth/callback?error=access_denied&state=1');
    const { auth, um } = setup();
    await auth.start();
    expect(auth.getSnapshot()).toMatchObject({ state: 'signed_out', error: null, signInCancelled: true });
    expect(um.signinRedirectCallback).not.toHaveBeenCalled();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/jobs/12?tab=about');
    // asking to sign in again clears the mark
    void auth.signIn('/jobs/12');
    expect(auth.getSnapshot().signInCancelled).toBe(false);
  });

  it('a profile that cannot be loaded after sign-in: Malicious user!, logged, signed out', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    const { auth, um, logger } = setup({
      fetchProfile: async () => {
        throw new Error('403');
      },
    });
    const onSignedOut = vi.fn();
    auth.onSignedOut(onSignedOut);
    await auth.start();
    await waitFor(() => expect(um.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-1' }));
    expect(auth.getSnapshot()).toMatchObject({
      state: 'error',
      user: null,
      error: { messageId: 'errors.malicious_user' },
    });
    expect(logger.warn).toHaveBeenCalledWith('Failed to load authenticated user', expect.any(Error));
    expect(onSignedOut).toHaveBeenCalled();
    expect(hasSignedInMarker()).toBe(false);
    expect(window.sessionStorage.getItem(FLASH_KEY)).toBe('errors.malicious_user');
    expect(auth.consumeFlash()).toBe('errors.malicious_user');
    expect(auth.consumeFlash()).toBeNull();
  });

  it('restores a stored session on reload and renews an expired one', async () => {
    setSignedInMarker();
    const um = fakeManager(oidcUser({ expired: true }));
    const { auth } = setup({ um });
    await auth.start();
    expect(um.signinSilent).toHaveBeenCalledTimes(1);
    expect(auth.getAccessToken()).toBe('at-2');
    expect(auth.getSnapshot().state).toBe('signed_in');
  });

  it('restores via the sessionStorage user key even without the cookie', async () => {
    window.sessionStorage.setItem(userStoreKey(CONFIG), '{}');
    const um = fakeManager(oidcUser());
    const { auth } = setup({ um });
    await auth.start();
    expect(auth.getSnapshot().state).toBe('signed_in');
  });
});

describe('renew, sign-in and sign-out', () => {
  it('renew is single-flight and also serves the expiring-token event', async () => {
    setSignedInMarker();
    const um = fakeManager(oidcUser());
    const { auth } = setup({ um });
    await auth.start();
    const results = await Promise.all([auth.renew(), auth.renew(), auth.renew()]);
    expect(results).toEqual([true, true, true]);
    expect(um.signinSilent).toHaveBeenCalledTimes(1);
    um.expiring[0]?.();
    await waitFor(() => expect(um.signinSilent).toHaveBeenCalledTimes(2));
  });

  it('a failed renew forgets the session and signs out locally', async () => {
    setSignedInMarker();
    const um = fakeManager(oidcUser());
    um.signinSilent.mockRejectedValueOnce(new Error('invalid_grant'));
    const { auth } = setup({ um });
    await auth.start();
    await expect(auth.renew()).resolves.toBe(false);
    expect(auth.getSnapshot().state).toBe('signed_out');
    expect(auth.getAccessToken()).toBeNull();
    expect(um.removeUser).toHaveBeenCalled();
  });

  it('signIn keeps the return path and redirects once', async () => {
    window.history.replaceState(null, '', '/jobs/5?tab=apply');
    const { auth, um } = setup();
    await auth.start();
    await Promise.all([auth.signIn(), auth.signIn()]);
    expect(um.signinRedirect).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RETURN_TO_KEY)).toBe('/jobs/5?tab=apply');
  });

  it('the sign-in and sign-out pages get the portal’s language (ui_locales)', async () => {
    setSignedInMarker();
    const um = fakeManager(oidcUser());
    const auth = createAuth({
      ...CONFIG,
      fetchProfile: async () => profile(),
      userManager: async () => um,
      uiLocale: () => 'bn-BD',
    });
    await auth.start();
    await auth.signOut();
    expect(um.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-1',
      extraQueryParams: { ui_locales: 'bn-BD' },
    });
    await auth.signIn('/jobs');
    expect(um.signinRedirect).toHaveBeenCalledWith({ ui_locales: 'bn-BD' });
  });

  it('signOut clears the marker, runs the listeners and ends the session at the IdP', async () => {
    setSignedInMarker();
    const um = fakeManager(oidcUser());
    const { auth } = setup({ um });
    await auth.start();
    const onSignedOut = vi.fn();
    auth.onSignedOut(onSignedOut);
    await auth.signOut();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(um.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
    expect(um.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-1' });
    expect(hasSignedInMarker()).toBe(false);
    expect(auth.getSnapshot().state).toBe('signed_out');
  });

  it('a refresh token the gateway will not revoke does not stop the end-session redirect', async () => {
    setSignedInMarker();
    const um = fakeManager(oidcUser());
    um.revokeTokens.mockRejectedValueOnce(new Error('Invalid response Content-Type: text/plain'));
    const { auth, logger } = setup({ um });
    await auth.start();
    await auth.signOut();
    expect(logger.warn).toHaveBeenCalledWith('could not revoke the refresh token', expect.any(Error));
    expect(um.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-1' });
    expect(auth.getSnapshot().state).toBe('signed_out');
  });

  it('a sign-out in another tab signs this tab out and revokes its tokens', async () => {
    setSignedInMarker();
    const tabA = setup({ um: fakeManager(oidcUser()) });
    const tabB = setup({ um: fakeManager(oidcUser({ access_token: 'b' })) });
    await tabA.auth.start();
    await tabB.auth.start();
    await tabA.auth.signOut();
    await waitFor(() => expect(tabB.auth.getSnapshot().state).toBe('signed_out'));
    expect(tabB.um.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
  });
});

describe("updatePassword (the identity server's update-password action)", () => {
  it('redirects with kc_action=UPDATE_PASSWORD to the password-update callback route, once', async () => {
    setSignedInMarker();
    const { auth, um } = setup({ um: fakeManager(oidcUser()) });
    await auth.start();
    await Promise.all([auth.updatePassword(), auth.updatePassword()]);
    expect(um.signinRedirect).toHaveBeenCalledTimes(1);
    expect(um.signinRedirect).toHaveBeenCalledWith({
      redirect_uri: 'http://localhost:3000/auth/password-updated',
      extraQueryParams: { kc_action: 'UPDATE_PASSWORD' },
    });
    // the session of this tab is untouched until the code comes back
    expect(auth.getSnapshot()).toMatchObject({ state: 'signed_in', passwordUpdate: null });
    expect(auth.getAccessToken()).toBe('at-1');
  });

  it('a redirect that cannot start rejects, is logged, and leaves the session as it was', async () => {
    setSignedInMarker();
    const um = fakeManager(oidcUser());
    um.signinRedirect.mockRejectedValueOnce(new Error('authority down'));
    const { auth, logger } = setup({ um });
    await auth.start();
    await expect(auth.updatePassword()).rejects.toThrow('authority down');
    expect(logger.warn).toHaveBeenCalledWith('could not start the password update', expect.any(Error));
    expect(auth.getSnapshot()).toMatchObject({ state: 'signed_in', error: null });
    await auth.updatePassword();
    expect(um.signinRedirect).toHaveBeenCalledTimes(2);
  });

  it('the callback with a code: the address keeps only the route, the new tokens replace the old, outcome updated', async () => {
    setSignedInMarker();
    window.history.replaceState(null, '', '/auth/password-updated?code=abc&state=xyz');
    const um = fakeManager(oidcUser());
    um.signinRedirectCallback.mockResolvedValueOnce(oidcUser({ access_token: 'at-new' }));
    const { auth } = setup({ um });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/password-updated');
    await Promise.all([auth.start(), auth.start()]);
    expect(um.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(um.signinRedirectCallback).toHaveBeenCalledWith(
      'http://localhost:3000/auth/password-updated?code=abc&state=xyz',
    );
    expect(um.getUser).not.toHaveBeenCalled();
    expect(auth.getSnapshot()).toMatchObject({
      state: 'signed_in',
      passwordUpdate: 'updated',
      user: { full_name: 'Rahima Khatun' },
    });
    expect(auth.getAccessToken()).toBe('at-new');
  });

  it('the callback with an error (cancelled): the earlier session is restored, outcome not_updated', async () => {
    setSignedInMarker();
    window.history.replaceState(null, '', '/auth/password-updated?error=access_denied&state=xyz');
    const um = fakeManager(oidcUser());
    const { auth } = setup({ um });
    expect(window.location.search).toBe('');
    await auth.start();
    expect(um.signinRedirectCallback).not.toHaveBeenCalled();
    expect(auth.getSnapshot()).toMatchObject({
      state: 'signed_in',
      passwordUpdate: 'not_updated',
      error: null,
    });
    expect(auth.getAccessToken()).toBe('at-1');
  });

  it('a plain visit to the route (reload, bookmark) is no callback', async () => {
    window.history.replaceState(null, '', '/auth/password-updated');
    const { auth, factory } = setup();
    await auth.start();
    expect(auth.getSnapshot()).toMatchObject({ state: 'signed_out', passwordUpdate: null });
    expect(factory).not.toHaveBeenCalled();
    expect(safeReturnPath('/auth/password-updated')).toBe('/');
  });
});

describe('guards', () => {
  const fallbacks: AuthFallbacks = {
    loading: <p>loading screen</p>,
    unauthorized: <p>unauthorized page</p>,
    error: (failure) => <p>error {failure.messageId}</p>,
    signInRequired: (signIn) => (
      <button type="button" onClick={signIn}>
        sign in again
      </button>
    ),
  };

  function renderGuarded(auth: AuthController, ui: React.ReactNode) {
    return render(
      <AuthProvider auth={auth}>
        <AuthFallbackProvider value={fallbacks}>{ui}</AuthFallbackProvider>
      </AuthProvider>,
    );
  }

  async function signedIn(over: Partial<AuthProfile> = {}) {
    setSignedInMarker();
    const ctx = setup({ um: fakeManager(oidcUser()), fetchProfile: async () => profile(over) });
    await ctx.auth.start();
    return ctx;
  }

  it('RequireAuth sends a visitor to sign in with the return path and shows the loading screen', async () => {
    window.history.replaceState(null, '', '/my-profile');
    const { auth, um } = setup();
    await auth.start();
    renderGuarded(auth, <RequireAuth>secret</RequireAuth>);
    expect(screen.getByText('loading screen')).toBeInTheDocument();
    await waitFor(() => expect(um.signinRedirect).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(RETURN_TO_KEY)).toBe('/my-profile');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('RequireAuth after a cancelled sign-in asks instead of sending the person back to sign in', async () => {
    saveReturnPath('/my-profile');
    window.history.replaceState(null, '', '/auth/callback?error=access_denied&state=1');
    const { auth, um } = setup();
    await auth.start();
    renderGuarded(auth, <RequireAuth>secret</RequireAuth>);
    const again = screen.getByRole('button', { name: 'sign in again' });
    expect(um.signinRedirect).not.toHaveBeenCalled();
    again.click();
    await waitFor(() => expect(um.signinRedirect).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(RETURN_TO_KEY)).toBe('/my-profile');
  });

  it('RequireAuth shows children to a signed-in user', async () => {
    const { auth } = await signedIn();
    renderGuarded(auth, <RequireAuth>secret</RequireAuth>);
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('RequireUserType: wrong type → unauthorized; unknown codes count as youth', async () => {
    const recruiter = await signedIn({ user_type_code: 4 });
    const { unmount } = renderGuarded(
      recruiter.auth,
      <RequireUserType types={[3]}>youth area</RequireUserType>,
    );
    expect(screen.getByText('unauthorized page')).toBeInTheDocument();
    unmount();
    const other = await signedIn({ user_type_code: 9 });
    renderGuarded(other.auth, <RequireUserType types={[3]}>youth area</RequireUserType>);
    expect(screen.getByText('youth area')).toBeInTheDocument();
  });

  it('RequirePermission: every key needed', async () => {
    const { auth } = await signedIn({ permissions: ['view_jobs', 'create_job'] });
    const { rerender } = renderGuarded(
      auth,
      <RequirePermission keys={['view_jobs', 'create_job']}>jobs</RequirePermission>,
    );
    expect(screen.getByText('jobs')).toBeInTheDocument();
    rerender(
      <AuthProvider auth={auth}>
        <AuthFallbackProvider value={fallbacks}>
          <RequirePermission keys={['delete_job']}>jobs</RequirePermission>
        </AuthFallbackProvider>
      </AuthProvider>,
    );
    expect(screen.getByText('unauthorized page')).toBeInTheDocument();
  });

  it('useAuth exposes flags, permissions and the token getter', async () => {
    const { auth } = await signedIn({ user_type_code: 1, permissions: ['view_app_settings'] });
    let seen: ReturnType<typeof useAuth> | null = null;
    function Probe() {
      seen = useAuth();
      return null;
    }
    renderGuarded(auth, <Probe />);
    expect(seen).not.toBeNull();
    const value = seen as unknown as ReturnType<typeof useAuth>;
    expect(value.flags).toEqual({
      isSystemUser: true,
      isContentProviderUser: false,
      isRecruiterUser: false,
      isYouthUser: false,
    });
    expect(value.hasPermission('view_app_settings')).toBe(true);
    expect(value.hasPermission('x')).toBe(false);
    expect(value.accessToken).toBe('at-1');
  });
});
