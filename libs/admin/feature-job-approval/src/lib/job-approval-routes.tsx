import type { RouteObject } from 'react-router-dom';
import { JOB_PERMISSIONS } from '@platform/contract';

/** `/job-approvals`: the jobs waiting for approval, a lazy chunk guarded by `approve_job` (as the gateway's calls are). */
export const jobApprovalRoutes: RouteObject[] = [
  {
    path: 'job-approvals',
    handle: { titleId: 'job_approval.title', permission: JOB_PERMISSIONS.approveJob },
    lazy: () => import('./job-approval-page').then((m) => ({ Component: m.JobApprovalPage })),
  },
];
