export { rplMenu, rplRoutes } from './lib/rpl-routes';
export type { RplMenuItem } from './lib/rpl-routes';
