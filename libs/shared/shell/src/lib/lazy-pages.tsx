import { Suspense, lazy, type ReactNode } from 'react';
import {
  FullScreenLoader,
  type AuthErrorScreenProps,
  type ErrorPageProps,
  type GoHomeProps,
  type LoginErrorPageProps,
  type MaintenancePageProps,
  type SignInRequiredPageProps,
} from '@platform/ui';

/**
 * The generic pages (Not Found, Error, Unauthorized, Login Error, Server Error, Maintenance) and the auth error
 * screen as lazy components with the same props. They show only when something is off, so they stay out of every
 * portal's initial JavaScript (quality anchors B3); one small chunk holds them all.
 */
const load = () => import('./generic-pages');

const LazyNotFound = lazy(() => load().then((m) => ({ default: m.NotFoundPage })));
const LazyServerError = lazy(() => load().then((m) => ({ default: m.ServerErrorPage })));
const LazyError = lazy(() => load().then((m) => ({ default: m.ErrorPage })));
const LazyUnauthorized = lazy(() => load().then((m) => ({ default: m.UnauthorizedPage })));
const LazyLoginError = lazy(() => load().then((m) => ({ default: m.LoginErrorPage })));
const LazyMaintenance = lazy(() => load().then((m) => ({ default: m.MaintenancePage })));
const LazyAuthError = lazy(() => load().then((m) => ({ default: m.AuthErrorScreen })));
const LazySignInRequired = lazy(() => load().then((m) => ({ default: m.SignInRequiredPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>;
}

export function NotFoundPage(props: GoHomeProps) {
  return (
    <Loading>
      <LazyNotFound {...props} />
    </Loading>
  );
}

export function ServerErrorPage(props: GoHomeProps) {
  return (
    <Loading>
      <LazyServerError {...props} />
    </Loading>
  );
}

export function ErrorPage(props: ErrorPageProps) {
  return (
    <Loading>
      <LazyError {...props} />
    </Loading>
  );
}

export function UnauthorizedPage(props: GoHomeProps) {
  return (
    <Loading>
      <LazyUnauthorized {...props} />
    </Loading>
  );
}

export function LoginErrorPage(props: LoginErrorPageProps) {
  return (
    <Loading>
      <LazyLoginError {...props} />
    </Loading>
  );
}

export function MaintenancePage(props: MaintenancePageProps) {
  return (
    <Loading>
      <LazyMaintenance {...props} />
    </Loading>
  );
}

export function AuthErrorScreen(props: AuthErrorScreenProps) {
  return (
    <Loading>
      <LazyAuthError {...props} />
    </Loading>
  );
}

export function SignInRequiredPage(props: SignInRequiredPageProps) {
  return (
    <Loading>
      <LazySignInRequired {...props} />
    </Loading>
  );
}
