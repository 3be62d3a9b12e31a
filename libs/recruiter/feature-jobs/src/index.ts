export { jobsMenu, jobsRoutes } from './lib/jobs-routes';
export type { JobsMenuItem } from './lib/jobs-routes';
