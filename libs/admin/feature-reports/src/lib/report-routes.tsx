import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { REPORT_PERMISSIONS } from '@platform/contract';

/** `/report` (spec §2): report management, a lazy chunk guarded by view_reports (ADR 0101). */
export const reportRoutes: RouteObject[] = [
  {
    path: 'report',
    handle: { titleId: 'reports.title', permission: REPORT_PERMISSIONS.view },
    lazy: () => import('./reports-page').then((m) => ({ Component: m.ReportsRoute })),
  },
];

/** The shell's MenuItem shape. */
export interface ReportMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const reportMenu: ReportMenuItem[] = [
  {
    labelId: 'reports.menu',
    to: '/report',
    permission: REPORT_PERMISSIONS.view,
    // the progress reports' icon: a new icon would weigh on every signed-in first visit (issue 13)
    icon: <FactCheckOutlined />,
  },
];
