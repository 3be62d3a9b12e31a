import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { PROGRESS_REPORT_PERMISSIONS as P } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of progress-report-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const progressReportRouteGroup: RouteGroup = {
  segments: ['progress-reports'],
  load: () => import('./progress-report-routes').then((m) => m.progressReportRoutes),
};

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
