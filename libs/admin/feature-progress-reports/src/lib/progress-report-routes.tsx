import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
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

/** The shell's MenuItem shape. */
export interface ProgressReportMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const progressReportMenu: ProgressReportMenuItem[] = [
  {
    labelId: 'progress_reports.menu',
    to: '/progress-reports',
    permission: P.view,
    // the approvals' icon: a new icon would weigh on every signed-in first visit (issue 13)
    icon: <FactCheckOutlined />,
  },
];
