import type { RouteObject } from 'react-router-dom';
import { PROGRESS_REPORT_PERMISSIONS as P } from '@platform/contract';

/** The progress reports' pages, each a lazy chunk guarded by its key (ADR 0093). */
export const progressReportRoutes: RouteObject[] = [
  {
    path: 'progress-reports',
    handle: { titleId: 'progress_reports.list.title', permission: P.view },
    lazy: () => import('./progress-reports-page').then((m) => ({ Component: m.ProgressReportsRoute })),
  },
  {
    path: 'progress-reports/new/:type',
    handle: { titleId: 'progress_reports.list.title', permission: P.manage },
    lazy: () =>
      import('./progress-report-form-page').then((m) => ({ Component: m.ProgressReportCreateRoute })),
  },
  {
    path: 'progress-reports/:id/edit',
    handle: { titleId: 'progress_reports.list.title', permission: P.manage },
    lazy: () => import('./progress-report-form-page').then((m) => ({ Component: m.ProgressReportEditRoute })),
  },
  {
    path: 'progress-reports/:id',
    handle: { titleId: 'progress_reports.list.title', permission: P.view },
    lazy: () => import('./progress-report-page').then((m) => ({ Component: m.ProgressReportRoute })),
  },
];
