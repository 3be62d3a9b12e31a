export { jobsRoutes } from './lib/jobs-routes';
