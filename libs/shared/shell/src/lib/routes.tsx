import { type ReactNode, Suspense, lazy } from 'react';
import { Navigate, Outlet, useNavigate, type RouteObject } from 'react-router-dom';
import {
  PASSWORD_UPDATED_PATH,
  RequireAuth,
  RequirePermission,
  RequireUserType,
  useAuth,
} from '@platform/auth';
import { FullScreenLoader } from '@platform/ui';
import { ErrorPage, LoginErrorPage, NotFoundPage, ServerErrorPage, UnauthorizedPage } from './lazy-pages';
import { PortalLayout } from './layout';
import { useRouteFailure } from './route-boundary';
import type { PortalDefinition } from './types';

function useGoHome() {
  const navigate = useNavigate();
  return () => navigate('/');
}

function NotFoundRoute() {
  return <NotFoundPage onGoHome={useGoHome()} />;
}

function UnauthorizedRoute() {
  return <UnauthorizedPage onGoHome={useGoHome()} />;
}

function ServerErrorRoute() {
  return <ServerErrorPage onGoHome={useGoHome()} />;
}

function LoginErrorRoute() {
  const { state, signIn, signOut } = useAuth();
  return (
    <LoginErrorPage
      hasUserError={state === 'signed_in' || state === 'error'}
      onLogin={() => void signIn('/')}
      onLogout={() => void signOut()}
    />
  );
}

const LazyStaffProfile = lazy(() =>
  import('./staff-profile-pages').then((m) => ({ default: m.StaffProfilePage })),
);
const LazyStaffProfileEdit = lazy(() =>
  import('./staff-profile-pages').then((m) => ({ default: m.StaffProfileEditPage })),
);

/** The staff account pages of a portal that sets `staffProfile` (lazy: their code loads on their routes only). */
function staffProfileRoutes(portal: PortalDefinition): RouteObject[] {
  if (!portal.staffProfile) return [];
  const page = (element: ReactNode) => <Suspense fallback={<FullScreenLoader />}>{element}</Suspense>;
  return [
    { path: 'my-profile', element: page(<LazyStaffProfile />), handle: { titleId: 'shell.profile.title' } },
    {
      path: 'profile-edit',
      element: page(<LazyStaffProfileEdit />),
      handle: { titleId: 'shell.profile.edit_title' },
    },
  ];
}

const LazyPasswordUpdated = lazy(() =>
  import('./password-updated-page').then((m) => ({ default: m.PasswordUpdatedPage })),
);

/**
 * The password-update callback route: the controller redeemed the code (or restored the session after a cancel)
 * and cleaned the address; the page shows the outcome. A visit without an outcome (reload, bookmark) goes home.
 */
function PasswordUpdatedRoute() {
  const { state, passwordUpdate } = useAuth();
  const goHome = useGoHome();
  if (state === 'loading') return <FullScreenLoader />;
  if (!passwordUpdate) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <LazyPasswordUpdated outcome={passwordUpdate} onGoHome={goHome} />
    </Suspense>
  );
}

/** Route-level error element (a page that failed to draw, or whose code did not load): the Error page. */
function RouteError() {
  const error = useRouteFailure();
  const navigate = useNavigate();
  console.error('[shell] route failed', error);
  return <ErrorPage onRetry={() => navigate(0)} />;
}

/** The portal's own pages: wrong user type → Unauthorized; non-public portals require sign-in for every page. */
function PortalGate({ portal }: { portal: PortalDefinition }) {
  return (
    <RequireUserType types={portal.allowedUserTypes}>
      {portal.publicWhenSignedOut ? (
        <Outlet />
      ) : (
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      )}
    </RequireUserType>
  );
}

/** What a route may carry in `handle`: its page title and the permission key needed to open it. */
export interface PortalRouteHandle {
  titleId?: string;
  permission?: string;
}

/**
 * A route whose `handle.permission` names a key is wrapped in a pathless gate: without the key the user gets the
 * Unauthorized page (the gateway refuses the same calls with 403). Applied to the whole tree, so no page can forget it.
 */
export function guardByPermission(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? guardByPermission(route.children) : undefined;
    const guarded = (children ? { ...route, children } : route) as RouteObject;
    const permission = (route.handle as PortalRouteHandle | undefined)?.permission;
    if (!permission) return guarded;
    return {
      element: (
        <RequirePermission keys={[permission]}>
          <Outlet />
        </RequirePermission>
      ),
      children: [guarded],
    } as RouteObject;
  });
}

/** The id of the route whose children are a portal's pages (behind its gate); route groups join there. */
export const PORTAL_PAGES_ROUTE_ID = 'portal-pages';

/** The whole route tree of a portal: layout, generic pages, the portal's routes, and the 404 catch-all. */
export function buildPortalRoutes(portal: PortalDefinition): RouteObject[] {
  return [
    {
      id: 'root',
      element: <PortalLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // The controller cleaned the callback address before the router started; a stale visit goes home.
            { path: 'auth/callback', element: <Navigate to="/" replace /> },
            { path: PASSWORD_UPDATED_PATH.slice(1), element: <PasswordUpdatedRoute /> },
            { path: 'unauthorized', element: <UnauthorizedRoute /> },
            { path: 'login-error', element: <LoginErrorRoute /> },
            { path: '500', element: <ServerErrorRoute /> },
            {
              id: PORTAL_PAGES_ROUTE_ID,
              element: <PortalGate portal={portal} />,
              children: [...staffProfileRoutes(portal), ...guardByPermission(portal.routes)],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}
