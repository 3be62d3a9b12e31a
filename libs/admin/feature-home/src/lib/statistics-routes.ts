import type { RouteObject } from 'react-router-dom';

/** The platform's activity at `/statistics` (ADR 0087), a lazy chunk guarded by view_dashboard_statistics. */
export const statisticsRoutes: RouteObject[] = [
  {
    path: 'statistics',
    handle: { titleId: 'statistics.title', permission: 'view_dashboard_statistics' },
    lazy: () => import('./statistics-page').then((m) => ({ Component: m.StatisticsRoute })),
  },
];
