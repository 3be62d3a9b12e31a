export { jobApprovalMenu, jobApprovalRoutes } from './lib/job-approval-routes';
export type { JobApprovalMenuItem } from './lib/job-approval-routes';
