export { registerLockerRoutes } from './routes';
