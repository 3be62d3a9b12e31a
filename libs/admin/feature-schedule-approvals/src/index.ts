export { scheduleApprovalMenu, scheduleApprovalRouteGroup } from './lib/menu';
export type { ScheduleApprovalMenuItem } from './lib/menu';
export { scheduleApprovalRoutes } from './lib/schedule-approval-routes';
