export { rplRoutes } from './lib/rpl-routes';
export { rplRouteGroup } from './lib/route-group';
