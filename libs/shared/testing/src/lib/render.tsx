import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SIGNED_IN_COOKIE } from '@platform/auth';
import { endpoints, type AuthProfile } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import {
  PortalApp,
  buildPortalRoutes,
  createMemoryPortalRouter,
  portalRouterOptions,
  createPlatform,
  type Platform,
  type PortalDefinition,
  type PortalRouter,
  type RuntimeConfig,
} from '@platform/shell';
import {
  fakeUserManager,
  makeAdminProfile,
  makeProviderProfile,
  makeRecruiterProfile,
  type FakeUserManager,
} from './factories';
import { GATEWAY_URL, errorResponse, handlerFor, server, setupMswServer } from './msw';

export const testConfig: RuntimeConfig = {
  gatewayUrl: GATEWAY_URL,
  oidcAuthority: `${GATEWAY_URL}/oidc`,
  clientId: 'youth',
  apiKey: 'test-api-key',
};

export interface RenderWithPlatformOptions {
  /** Start address (default `/`). */
  route?: string;
  /** Signed-in user (its profile is served at /protected/auth/profile); `null`/absent = visitor. */
  user?: AuthProfile | null;
  /** Maintenance mode answered by the gateway (default off). */
  maintenance?: boolean;
  locale?: CatalogueLocale;
  /** Portal definition overrides (default: a youth-like portal, public when signed out, no menu). */
  portal?: Partial<PortalDefinition>;
}

/** The admin portal as the shell sees it (routes come from each test). */
export const ADMIN_PORTAL: Partial<PortalDefinition> = {
  id: 'admin',
  titleId: 'portals.admin.name',
  allowedUserTypes: [1],
  publicWhenSignedOut: false,
  menu: [],
};

/** The recruiter portal as the shell sees it (routes come from each test). */
export const RECRUITER_PORTAL: Partial<PortalDefinition> = {
  id: 'recruiter',
  titleId: 'portals.recruiter.name',
  allowedUserTypes: [4],
  publicWhenSignedOut: false,
  menu: [],
};

/** The lms portal as the shell sees it: training providers, nothing public (routes come from each test). */
export const LMS_PORTAL: Partial<PortalDefinition> = {
  id: 'lms',
  titleId: 'portals.lms.name',
  allowedUserTypes: [2],
  publicWhenSignedOut: false,
  menu: [],
};

/** The assessment portal as the shell sees it: youths only, nothing public (routes come from each test). */
export const ASSESSMENT_PORTAL: Partial<PortalDefinition> = {
  id: 'assessment',
  titleId: 'portals.assessment.name',
  allowedUserTypes: [3],
  publicWhenSignedOut: false,
  menu: [],
};

export interface RenderWithPlatformResult extends RenderResult {
  platform: Platform;
  router: PortalRouter;
  userManager: FakeUserManager;
  userEvent: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders a page (or route objects) through the REAL provider stack of the shell — maintenance guard, intl, theme,
 * toasts, auth, SWR, router — against MSW (call `setupMswServer()` in the file). Only the identity provider is faked.
 */
export function renderWithPlatform(
  uiOrRoutes: ReactElement | RouteObject[],
  options: RenderWithPlatformOptions = {},
): RenderWithPlatformResult {
  // A single element is served at every address the shell's own routes do not claim.
  const routes: RouteObject[] = isValidElement(uiOrRoutes)
    ? [{ path: '*', element: uiOrRoutes }]
    : (uiOrRoutes as RouteObject[]);
  const portal: PortalDefinition = {
    id: 'youth',
    titleId: 'portals.youth.name',
    allowedUserTypes: [3],
    publicWhenSignedOut: true,
    menu: [],
    ...options.portal,
    routes,
  };
  const user = options.user ?? null;
  server.use(
    handlerFor(endpoints.maintenanceModeStatus, () => ({
      maintenance_mode_status: options.maintenance ?? false,
    })),
    handlerFor(endpoints.visitorCounterPost, () => ({ total_visitors: 1 })),
    handlerFor(endpoints.authProfile, () => user ?? errorResponse(401, 'errors.unauthorized')),
  );
  // The visitor was counted already unless a test asks otherwise (it registers its own handler and clears this).
  document.cookie = 'platform_visitor=1; path=/';
  if (user) document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  else document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;

  const userManager = fakeUserManager(
    user ? { access_token: 'test-access-token', id_token: 'test-id-token', expired: false } : null,
  );
  const platform = createPlatform(portal, testConfig, { userManager: async () => userManager });
  void platform.start();
  const router = createMemoryPortalRouter(buildPortalRoutes(portal), {
    initialEntries: [options.route ?? '/'],
    patchRoutesOnNavigation: portalRouterOptions(portal).patchRoutesOnNavigation,
  });
  const result = render(<PortalApp platform={platform} router={router} initialLocale={options.locale} />);
  return { ...result, platform, router, userManager, userEvent: userEvent.setup() };
}

/**
 * Opens the routes (or element) of a test file: `open('/jobs/4')`, `open('/jobs/4', { user })`, `open({ locale })`;
 * the options add to or override the file's defaults.
 */
export type OpenPage = (
  routeOrOptions?: string | RenderWithPlatformOptions,
  options?: RenderWithPlatformOptions,
) => RenderWithPlatformResult;

/**
 * The set-up at the top of a component test file: starts the MSW server for the file (as `setupMswServer()`) and
 * returns `open`, which renders `uiOrRoutes` through the platform with the file's `defaults` (who is signed in, the
 * portal, the locale) — `open('/jobs/4', { user: null })` opens one page as a visitor.
 */
export function setupPlatformTests(
  uiOrRoutes: ReactElement | RouteObject[],
  defaults: RenderWithPlatformOptions = {},
): OpenPage {
  setupMswServer();
  return (routeOrOptions, options = {}) =>
    renderWithPlatform(uiOrRoutes, {
      ...defaults,
      ...(typeof routeOrOptions === 'string' ? { route: routeOrOptions } : routeOrOptions),
      ...options,
    });
}

/** Signs in the demo admin with these permission keys in the admin portal: `open('/users', asAdmin(['view_users']))`. */
export function asAdmin(
  permissions: string[] = [],
  over: Partial<AuthProfile> = {},
): RenderWithPlatformOptions {
  return { user: makeAdminProfile(permissions, over), portal: ADMIN_PORTAL };
}

/** Signs in the institute's content provider with these permission keys (a course's by default) in the lms portal. */
export function asProvider(
  permissions?: string[],
  over: Partial<AuthProfile> = {},
): RenderWithPlatformOptions {
  return { user: makeProviderProfile(permissions, over), portal: LMS_PORTAL };
}

/** Signs in a recruiter with these permission keys in the recruiter portal. */
export function asRecruiter(
  permissions: string[] = [],
  over: Partial<AuthProfile> = {},
): RenderWithPlatformOptions {
  return { user: makeRecruiterProfile(permissions, over), portal: RECRUITER_PORTAL };
}
