export { feedSearchRoutes } from './lib/feed-search-routes';
export { feedSearchRouteGroup } from './lib/route-group';
