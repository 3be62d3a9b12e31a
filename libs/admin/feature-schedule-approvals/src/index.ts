export { scheduleApprovalMenu, scheduleApprovalRoutes } from './lib/schedule-approval-routes';
export type { ScheduleApprovalMenuItem } from './lib/schedule-approval-routes';
