import type { RouteObject } from 'react-router-dom';

/** The admin portal's signed-in home at `/`, and the platform's activity at `/statistics` (ADR 0087). */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    handle: { titleId: 'portals.menu.dashboard' },
    lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'statistics',
    handle: { titleId: 'statistics.title', permission: 'view_dashboard_statistics' },
    lazy: () => import('./statistics-page').then((m) => ({ Component: m.StatisticsRoute })),
  },
];
