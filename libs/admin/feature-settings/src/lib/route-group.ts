import type { RouteObject } from 'react-router-dom';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of settings-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const settingsRouteGroup: RouteGroup = {
  segments: ['settings', 'static-contents', 'lms-integrations'],
  load: () => import('./settings-routes').then((m) => m.settingsRoutes),
};
