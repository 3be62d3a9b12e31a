export { registerInstituteEventRoutes } from './routes';
