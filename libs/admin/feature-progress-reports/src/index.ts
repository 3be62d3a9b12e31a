export { progressReportMenu, progressReportRoutes } from './lib/progress-report-routes';
export type { ProgressReportMenuItem } from './lib/progress-report-routes';
