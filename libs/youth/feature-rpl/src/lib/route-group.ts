import type { RouteObject } from 'react-router-dom';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The section's routes, loaded on the first visit to one of its addresses (ADR 0103): not in the youth entry. */
export const rplRouteGroup: RouteGroup = {
  segments: ['rpl'],
  load: () => import('./rpl-routes').then((m) => m.rplRoutes),
};
