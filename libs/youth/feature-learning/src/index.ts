export { learningRoutes } from './lib/learning-routes';
