import type { RouteObject } from 'react-router-dom';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The youth portal's registration pages (spec §2 paths), each its own lazy chunk. */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'signup',
    handle: { titleId: 'registration.signup.title' },
    lazy: () => import('./signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'verify-phone-number',
    handle: { titleId: 'registration.verify.title' },
    lazy: () => import('./verify-phone-page').then((m) => ({ Component: m.VerifyPhonePage })),
  },
];

/** The vendor sign-up, e-mail verification and password pages: a route group (ADR 0103), their table loaded on the first visit to one of them, not in the youth entry. */
export const accountRouteGroup: RouteGroup = {
  segments: [
    'email-verification-success',
    'vendor-signup',
    'vendor-verify-phone-number',
    'vendor-signup-final-step',
    'forgot-password',
    'update-password',
  ],
  load: () => import('./account-route-table').then((m) => m.accountRoutes),
};
