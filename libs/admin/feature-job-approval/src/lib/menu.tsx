import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { JOB_PERMISSIONS } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of job-approval-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const jobApprovalRouteGroup: RouteGroup = {
  segments: ['job-approvals'],
  load: () => import('./job-approval-routes').then((m) => m.jobApprovalRoutes),
};

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
