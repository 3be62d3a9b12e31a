export { profileRoutes } from './lib/profile-routes';
