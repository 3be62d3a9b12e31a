export { cvRoutes } from './lib/cv-routes';
export { cvRouteGroup } from './lib/route-group';
