export { jobManagementRoutes } from './lib/job-management-routes';
