export { accountRouteGroup, registrationRoutes } from './lib/registration-routes';
