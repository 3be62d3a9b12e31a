export { registerRplRoutes } from './routes';
