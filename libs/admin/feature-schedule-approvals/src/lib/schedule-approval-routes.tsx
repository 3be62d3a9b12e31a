import type { RouteObject } from 'react-router-dom';
import { SCHEDULE_PERMISSIONS } from '@platform/contract';

/** `/course-schedule-approvals`: the schedules waiting for approval, a lazy chunk guarded by the approval key. */
export const scheduleApprovalRoutes: RouteObject[] = [
  {
    path: 'course-schedule-approvals',
    handle: { titleId: 'schedule_approvals.title', permission: SCHEDULE_PERMISSIONS.approveSchedule },
    lazy: () => import('./schedule-approval-page').then((m) => ({ Component: m.ScheduleApprovalPage })),
  },
];
