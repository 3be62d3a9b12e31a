export { rplRoutes } from './lib/rpl-routes';
