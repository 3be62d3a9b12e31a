import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { JOB_PERMISSIONS, PAYMENT_PERMISSIONS } from '@platform/contract';

/**
 * `/jobs`, `/jobs/create`, `/jobs/:id/edit` and `/jobs/payment/result` (spec §2 recruiter portal), each a lazy chunk
 * guarded by the permission key the gateway checks for the same calls.
 */
export const jobsRoutes: RouteObject[] = [
  {
    path: 'jobs',
    handle: { titleId: 'recruiter_jobs.list.title', permission: JOB_PERMISSIONS.viewAnyJob },
    lazy: () => import('./jobs-page').then((m) => ({ Component: m.JobsPage })),
  },
  {
    path: 'jobs/create',
    handle: { titleId: 'recruiter_jobs.wizard.create_title', permission: JOB_PERMISSIONS.createJob },
    lazy: () => import('./job-wizard-page').then((m) => ({ Component: m.JobWizardRoute })),
  },
  {
    // where the payment provider sends the recruiter back (ADR 0062)
    path: 'jobs/payment/result',
    handle: { titleId: 'payments.result.title', permission: PAYMENT_PERMISSIONS.payJob },
    lazy: () => import('./payment-result-page').then((m) => ({ Component: m.PaymentResultPage })),
  },
  {
    path: 'jobs/:id/edit',
    handle: { titleId: 'recruiter_jobs.wizard.edit_title', permission: JOB_PERMISSIONS.viewSingleJob },
    lazy: () => import('./job-wizard-page').then((m) => ({ Component: m.JobWizardRoute })),
  },
];

/** The shell's MenuItem shape. */
export interface JobsMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const jobsMenu: JobsMenuItem[] = [
  {
    labelId: 'recruiter_jobs.menu.jobs',
    to: '/jobs',
    permission: JOB_PERMISSIONS.viewAnyJob,
    icon: <WorkOutlineOutlined />,
  },
];
