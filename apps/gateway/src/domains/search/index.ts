export { registerSearchRoutes } from './routes';
