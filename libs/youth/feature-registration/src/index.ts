export { registrationRoutes } from './lib/registration-routes';
