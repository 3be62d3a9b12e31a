export { learningPathsRoutes } from './lib/learning-paths-routes';
export { learningPathsRouteGroup } from './lib/route-group';
