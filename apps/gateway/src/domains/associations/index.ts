export { registerAssociationRoutes } from './routes';
