import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { REPORT_PERMISSIONS } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of report-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const reportRouteGroup: RouteGroup = {
  segments: ['report'],
  load: () => import('./report-routes').then((m) => m.reportRoutes),
};

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
