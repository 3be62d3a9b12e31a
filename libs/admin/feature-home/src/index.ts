export { homeRoutes, statisticsRouteGroup } from './lib/home-routes';
export { statisticsRoutes } from './lib/statistics-routes';
