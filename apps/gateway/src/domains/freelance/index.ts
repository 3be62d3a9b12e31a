export { registerFreelanceRoutes } from './routes';
