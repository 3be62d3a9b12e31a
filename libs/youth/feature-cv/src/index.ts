export { cvRoutes } from './lib/cv-routes';
