import type { RouteObject } from 'react-router-dom';

/** The admin portal's signed-in home at `/`. */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    handle: { titleId: 'portals.menu.dashboard' },
    lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
  },
];

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of statistics-routes.ts, loaded on the first visit to `/statistics` (ADR 0103). */
export const statisticsRouteGroup: RouteGroup = {
  segments: ['statistics'],
  load: () => import('./statistics-routes').then((m) => m.statisticsRoutes),
};
