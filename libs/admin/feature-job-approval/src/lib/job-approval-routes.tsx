import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { JOB_PERMISSIONS } from '@platform/contract';

/** `/job-approvals`: the jobs waiting for approval, a lazy chunk guarded by `approve_job` (as the gateway's calls are). */
export const jobApprovalRoutes: RouteObject[] = [
  {
    path: 'job-approvals',
    handle: { titleId: 'job_approval.title', permission: JOB_PERMISSIONS.approveJob },
    lazy: () => import('./job-approval-page').then((m) => ({ Component: m.JobApprovalPage })),
  },
];

/** The shell's MenuItem shape. */
export interface JobApprovalMenuItem {
  labelId: string;
  to: string;
  permission: string;
  group: string;
  icon?: ReactNode;
}

/** In the resource engine's "Jobs" group, beside job sectors and occupations. */
export const jobApprovalMenu: JobApprovalMenuItem[] = [
  {
    labelId: 'job_approval.menu',
    to: '/job-approvals',
    permission: JOB_PERMISSIONS.approveJob,
    group: 'resources.groups.jobs',
    icon: <FactCheckOutlined />,
  },
];
