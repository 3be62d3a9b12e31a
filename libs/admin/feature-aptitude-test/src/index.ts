export { aptitudeMenu, aptitudeRoutes } from './lib/aptitude-routes';
export type { AptitudeMenuItem } from './lib/aptitude-routes';
