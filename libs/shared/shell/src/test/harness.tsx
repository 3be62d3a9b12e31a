/**
 * The shell's own test harness (it cannot use @platform/testing, which depends on the shell). It renders the REAL
 * provider stack over MSW with a fake oidc-client-ts UserManager.
 */
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RouteObject } from 'react-router-dom';
import type { AuthProfile } from '@platform/contract';
import { SIGNED_IN_COOKIE } from '@platform/auth';
import { fakeUserManager } from '@platform/auth/testing';
import { createMemoryPortalRouter } from '../lib/navigation';
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

// the youth's profile and the fake UserManager: @platform/auth's test doubles
export { fakeUserManager, makeProfile } from '@platform/auth/testing';

export const server = setupServer();

export const ok = <T,>(data: T) =>
  HttpResponse.json({ data, status: { success: true, code: 200, message: 'common.ok' } });

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
  const router = createMemoryPortalRouter(buildPortalRoutes(def), {
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
