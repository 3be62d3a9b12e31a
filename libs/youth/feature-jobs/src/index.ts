export { jobsRoutes, youthJobsMoreRouteGroup } from './lib/jobs-routes';
