import type { RouteObject } from 'react-router-dom';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/**
 * The profile setup wizard and /settings, a signed-in youth's pages: a route group (ADR 0103), their table loaded on
 * the first visit to one of them, not in the youth entry (ADR 0006 r9).
 */
export const profileSetupRouteGroup: RouteGroup = {
  segments: ['create-profile', 'new-profile', 'settings'],
  load: () => import('./profile-setup-routes').then((m) => m.profileSetupRoutes),
};
