export { homeRoutes } from './lib/home-routes';
