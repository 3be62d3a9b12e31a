export { schedulesMenu, schedulesRoutes } from './lib/schedules-routes';
export type { SchedulesMenuItem } from './lib/schedules-routes';
