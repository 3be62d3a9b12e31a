export { jobApprovalMenu, jobApprovalRouteGroup } from './lib/menu';
export type { JobApprovalMenuItem } from './lib/menu';
export { jobApprovalRoutes } from './lib/job-approval-routes';
