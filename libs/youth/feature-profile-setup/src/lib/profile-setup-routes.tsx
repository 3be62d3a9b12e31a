import type { RouteObject } from 'react-router-dom';

/**
 * The wizard's steps in order (spec §2 "Profile setup steps"); `?step=` names one. The last, "privacy" (issue 12),
 * asks nothing required: who sees what, and the CV bank.
 */
export const PROFILE_SETUP_STEPS = [
  'educational-level',
  'interest',
  'skill-mapping',
  'aspire-to-be',
  'privacy',
] as const;
export type ProfileSetupStep = (typeof PROFILE_SETUP_STEPS)[number];

const wizard = () => import('./profile-setup-page').then((m) => ({ Component: m.ProfileSetupPage }));

/** /create-profile (alias /new-profile) and /settings, each a lazy chunk of the youth portal. */
export const profileSetupRoutes: RouteObject[] = [
  { path: 'create-profile', handle: { titleId: 'profile_setup.title' }, lazy: wizard },
  { path: 'new-profile', handle: { titleId: 'profile_setup.title' }, lazy: wizard },
  {
    path: 'settings',
    handle: { titleId: 'youth_settings.title' },
    lazy: () => import('./settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
];
