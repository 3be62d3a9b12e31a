import type { RouteObject } from 'react-router-dom';

/** The vendor sign-up, e-mail verification and password pages, each its own lazy chunk. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'email-verification-success',
    handle: { titleId: 'registration.email.title' },
    lazy: () => import('./email-verification-page').then((m) => ({ Component: m.EmailVerificationPage })),
  },
  {
    path: 'vendor-signup',
    handle: { titleId: 'registration.vendor.title' },
    lazy: () => import('./vendor-signup-page').then((m) => ({ Component: m.VendorSignupPage })),
  },
  {
    path: 'vendor-verify-phone-number',
    handle: { titleId: 'registration.verify.title' },
    lazy: () => import('./verify-phone-page').then((m) => ({ Component: m.VendorVerifyPhonePage })),
  },
  {
    path: 'vendor-signup-final-step',
    handle: { titleId: 'registration.vendor.final.title' },
    lazy: () => import('./vendor-signup-page').then((m) => ({ Component: m.VendorFinalStepPage })),
  },
  {
    // spec §2 names the flow, not its path
    path: 'forgot-password',
    handle: { titleId: 'registration.forgot.title' },
    lazy: () => import('./forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'update-password',
    handle: { titleId: 'registration.update.title' },
    lazy: () => import('./update-password-page').then((m) => ({ Component: m.UpdatePasswordPage })),
  },
];
