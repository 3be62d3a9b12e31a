import type { RouteObject } from 'react-router-dom';
import { REPORT_PERMISSIONS } from '@platform/contract';

/** `/report` (spec §2): report management, a lazy chunk guarded by view_reports (ADR 0101). */
export const reportRoutes: RouteObject[] = [
  {
    path: 'report',
    handle: { titleId: 'reports.title', permission: REPORT_PERMISSIONS.view },
    lazy: () => import('./reports-page').then((m) => ({ Component: m.ReportsRoute })),
  },
];
