/**
 * The shell's own test harness (it cannot use @platform/testing, which depends on the shell). It renders the REAL
 * provider stack over MSW with a fake oidc-client-ts UserManager.
 */
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { AuthProfile } from '@platform/contract';
import { SIGNED_IN_COOKIE, type OidcUserLike, type UserManagerLike } from '@platform/auth';
import { createPlatform, type Platform } from '../lib/platform';
import { PortalApp } from '../lib/portal-app';
import { buildPortalRoutes } from '../lib/routes';
import { portalRouterOptions } from '../lib/route-groups';
import type { PortalDefinition, RuntimeConfig } from '../lib/types';

export const GATEWAY = 'http://gateway.test';
export const config: RuntimeConfig = {
  gatewayUrl: GATEWAY,
  oidcAuthority: `${GATEWAY}/oidc`,
  clientId: 'youth',
  apiKey: 'test-key',
};

export const server = setupServer();

export const ok = <T,>(data: T) =>
  HttpResponse.json({ data, status: { success: true, code: 200, message: 'common.ok' } });

export function makeProfile(over: Partial<AuthProfile> = {}): AuthProfile {
  return {
    id: 7,
    username: 'youth',
    full_name: 'Rahima Khatun',
    full_name_en: 'Rahima Khatun',
    designation: 'Learner',
    user_type_code: 3,
    permissions: [],
    role_id: null,
    has_attended_assessment: false,
    gender: 2,
    profile_completion_percentage: 70,
    email: 'rahima@example.test',
    organization_id: null,
    institute_id: null,
    photo_file_id: null,
    preferred_locale: null,
    preferred_theme: null,
    ...over,
  };
}

export function fakeUserManager(user: OidcUserLike | null) {
  return {
    getUser: vi.fn(async () => user),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => user ?? { access_token: 'cb-token', id_token: 'id' }),
    signinSilent: vi.fn(async () => user),
    signoutRedirect: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    clearStaleState: vi.fn(async () => undefined),
    events: { addAccessTokenExpiring: () => undefined },
  } satisfies UserManagerLike;
}

export const Page = ({ text }: { text: string }) => <h1 tabIndex={-1}>{text}</h1>;

export const portal: PortalDefinition = {
  id: 'youth',
  titleId: 'portals.youth.name',
  allowedUserTypes: [3],
  publicWhenSignedOut: true,
  routes: [
    { index: true, element: <Page text="Home page content" /> },
    { path: 'jobs', element: <Page text="Jobs page content" /> },
  ],
  menu: [
    { labelId: 'portals.menu.home', to: '/' },
    { labelId: 'portals.menu.about_us', to: '/jobs' },
    { labelId: 'portals.menu.settings', to: '/settings', permission: 'view_app_settings' },
  ],
};

export interface RenderPortalOptions {
  route?: string;
  /** A signed-in user (profile served by MSW) — or `'failing'` for a profile call that answers 500. */
  user?: AuthProfile | 'failing' | null;
  /** Maintenance status answered by the gateway: on/off, a 500, or a network error. */
  maintenance?: boolean | 'error' | 'network';
  /** With 'error' or 'network': fail only the first n checks, then answer "off". */
  failTimes?: number;
  visitor?: 'ok' | 'error';
  portal?: Partial<PortalDefinition>;
  routes?: RouteObject[];
}

export interface RenderPortalResult extends RenderResult {
  platform: Platform;
  userManager: ReturnType<typeof fakeUserManager>;
  visitorPosts: () => number;
  maintenanceQueries: () => Array<string | null>;
}

export function renderPortal(options: RenderPortalOptions = {}): RenderPortalResult {
  const def: PortalDefinition = {
    ...portal,
    ...options.portal,
    routes: options.routes ?? options.portal?.routes ?? portal.routes,
  };
  let visitorPosts = 0;
  const maintenanceQueries: Array<string | null> = [];
  const maintenance = options.maintenance ?? false;
  server.use(
    http.get(`${GATEWAY}/public/maintenance-mode-status`, ({ request }) => {
      maintenanceQueries.push(new URL(request.url).searchParams.get('maintenance_hash'));
      if (options.failTimes !== undefined && maintenanceQueries.length > options.failTimes)
        return ok({ maintenance_mode_status: false });
      if (maintenance === 'error') {
        return HttpResponse.json(
          { status: { success: false, code: 500, message: 'errors.internal' } },
          { status: 500 },
        );
      }
      if (maintenance === 'network') return HttpResponse.error();
      return ok({ maintenance_mode_status: maintenance });
    }),
    http.post(`${GATEWAY}/public/visitor-counter`, () => {
      visitorPosts += 1;
      if (options.visitor === 'error') return HttpResponse.error();
      return ok({ total_visitors: 1 });
    }),
    http.get(`${GATEWAY}/protected/auth/profile`, () => {
      const user = options.user;
      if (!user || user === 'failing') {
        return HttpResponse.json(
          { status: { success: false, code: 500, message: 'errors.internal' } },
          { status: 500 },
        );
      }
      return ok(user);
    }),
  );
  if (options.user) document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  const userManager = fakeUserManager(
    options.user ? { access_token: 'token-1', id_token: 'id-1', expired: false } : null,
  );
  const platform = createPlatform(def, config, { userManager: async () => userManager });
  void platform.start();
  const router = createMemoryRouter(buildPortalRoutes(def), {
    initialEntries: [options.route ?? '/'],
    patchRoutesOnNavigation: portalRouterOptions(def).patchRoutesOnNavigation,
  });
  const result = render(<PortalApp platform={platform} router={router} />);
  return {
    ...result,
    platform,
    userManager,
    visitorPosts: () => visitorPosts,
    maintenanceQueries: () => maintenanceQueries,
  };
}

export function resetBrowserState() {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of ['platform_signed_in', 'platform_visitor'])
    document.cookie = `${name}=; path=/; max-age=0`;
}
