import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { SCHEDULE_PERMISSIONS } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of schedule-approval-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const scheduleApprovalRouteGroup: RouteGroup = {
  segments: ['course-schedule-approvals'],
  load: () => import('./schedule-approval-routes').then((m) => m.scheduleApprovalRoutes),
};

/** The shell's MenuItem shape. */
export interface ScheduleApprovalMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const scheduleApprovalMenu: ScheduleApprovalMenuItem[] = [
  {
    labelId: 'schedule_approvals.menu',
    to: '/course-schedule-approvals',
    permission: SCHEDULE_PERMISSIONS.approveSchedule,
    // the job approval's icon: a new icon would weigh on every signed-in first visit (issue 13)
    icon: <FactCheckOutlined />,
  },
];
