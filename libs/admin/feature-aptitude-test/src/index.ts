export { aptitudeMenu, aptitudeRouteGroup } from './lib/menu';
export type { AptitudeMenuItem } from './lib/menu';
export { aptitudeRoutes } from './lib/aptitude-routes';
