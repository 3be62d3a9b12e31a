export { progressReportMenu, progressReportRouteGroup } from './lib/menu';
export type { ProgressReportMenuItem } from './lib/menu';
export { progressReportRoutes } from './lib/progress-report-routes';
