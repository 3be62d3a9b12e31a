export { structureRoutes } from './lib/structure-routes';
