import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { SCHEDULE_PERMISSIONS } from '@platform/contract';

/** `/course-schedule-approvals`: the schedules waiting for approval, a lazy chunk guarded by the approval key. */
export const scheduleApprovalRoutes: RouteObject[] = [
  {
    path: 'course-schedule-approvals',
    handle: { titleId: 'schedule_approvals.title', permission: SCHEDULE_PERMISSIONS.approveSchedule },
    lazy: () => import('./schedule-approval-page').then((m) => ({ Component: m.ScheduleApprovalPage })),
  },
];

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
