/**
 * The generic screens, loaded on demand (see lazy-pages.tsx): a visitor on a healthy page never downloads them.
 * Only this module imports them, so the bundler keeps them (and their icons and Alert) out of the first chunk.
 */
export {
  AuthErrorScreen,
  ErrorPage,
  LoginErrorPage,
  MaintenancePage,
  NotFoundPage,
  ServerErrorPage,
  SignInRequiredPage,
  UnauthorizedPage,
} from '@platform/ui';
