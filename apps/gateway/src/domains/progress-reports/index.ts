export { registerProgressReportRoutes } from './routes';
