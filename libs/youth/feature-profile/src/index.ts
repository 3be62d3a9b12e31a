export { profileRoutes } from './lib/profile-routes';
export { profileRouteGroup } from './lib/route-group';
