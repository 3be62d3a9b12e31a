export { learningPathsRoutes } from './lib/learning-paths-routes';
