export { coursesRoutes } from './lib/courses-routes';
