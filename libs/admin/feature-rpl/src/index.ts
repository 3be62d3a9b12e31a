export { rplMenu, rplRouteGroup } from './lib/menu';
export type { RplMenuItem } from './lib/menu';
export { rplRoutes } from './lib/rpl-routes';
