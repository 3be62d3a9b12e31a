export { jobManagementMenu, jobManagementRoutes } from './lib/job-management-routes';
export type { JobManagementMenuItem } from './lib/job-management-routes';
