import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TO_KEY, SIGNED_IN_COOKIE } from '@platform/auth';
import { GATEWAY, config, fakeUserManager, ok, resetBrowserState, server } from '../test/harness';
import { bootPortal } from './boot';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetBrowserState();
  window.history.replaceState(null, '', '/');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function gateway(maintenance: boolean) {
  const seen = { config: 0, maintenance: 0 };
  server.use(
    http.get('*/config.json', () => {
      seen.config += 1;
      return HttpResponse.json(config);
    }),
    http.get(`${GATEWAY}/public/maintenance-mode-status`, () => {
      seen.maintenance += 1;
      return ok({ maintenance_mode_status: maintenance });
    }),
  );
  return seen;
}

function boot(signInFirst = true) {
  const um = fakeUserManager(null);
  const startApp = vi.fn(async () => undefined);
  const done = bootPortal({ id: 'admin', signInFirst, startApp, overrides: { userManager: async () => um } });
  return { um, startApp, done };
}

describe('bootPortal: a staff portal opened without a session (ADR 0006 r4)', () => {
  it('at / it reads the config, checks maintenance and sends the visitor to sign in without loading the portal', async () => {
    const seen = gateway(false);
    const { um, startApp, done } = boot();
    await done;
    expect(um.signinRedirect).toHaveBeenCalledWith({ ui_locales: 'en-US' });
    expect(window.sessionStorage.getItem(RETURN_TO_KEY)).toBe('/');
    expect(startApp).not.toHaveBeenCalled();
    expect(seen).toEqual({ config: 1, maintenance: 1 });
  });

  it('maintenance on: the portal loads (to show the maintenance page) with the config it read; no sign-in', async () => {
    gateway(true);
    const { um, startApp, done } = boot();
    await done;
    expect(startApp).toHaveBeenCalledWith(config);
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });

  it('a sign-in that cannot start: the portal loads (its Login Error page)', async () => {
    gateway(false);
    const { um, startApp, done } = boot();
    um.signinRedirect.mockRejectedValueOnce(new Error('discovery failed'));
    await done;
    expect(startApp).toHaveBeenCalledWith(config);
  });
});

describe('bootPortal: every other case loads the portal at once', () => {
  const cases: Array<[string, () => void, boolean]> = [
    [
      'a signed-in marker',
      () => {
        document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
      },
      true,
    ],
    [
      'another address (a deep link, the callback, an unknown page)',
      () => window.history.replaceState(null, '', '/users'),
      true,
    ],
    ['a portal whose pages are public', () => undefined, false],
  ];
  it.each(cases)('%s', async (_case, arrange, signInFirst) => {
    const seen = gateway(false);
    arrange();
    const { um, startApp, done } = boot(signInFirst);
    await done;
    expect(startApp).toHaveBeenCalledWith();
    expect(um.signinRedirect).not.toHaveBeenCalled();
    expect(seen).toEqual({ config: 0, maintenance: 0 });
  });

  it('a session kept in this tab (oidc user in sessionStorage)', async () => {
    gateway(false);
    window.sessionStorage.setItem(`oidc.user:${config.oidcAuthority}:${config.clientId}`, '{}');
    const { um, startApp, done } = boot();
    await done;
    expect(startApp).toHaveBeenCalledWith(config);
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });
});
