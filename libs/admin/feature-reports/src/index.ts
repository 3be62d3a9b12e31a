export { reportMenu, reportRouteGroup } from './lib/menu';
export type { ReportMenuItem } from './lib/menu';
export { reportRoutes } from './lib/report-routes';
