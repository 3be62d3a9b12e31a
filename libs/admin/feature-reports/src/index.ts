export { reportMenu, reportRoutes } from './lib/report-routes';
export type { ReportMenuItem } from './lib/report-routes';
