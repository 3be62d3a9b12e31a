import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { JOB_PERMISSIONS } from '@platform/contract';

/**
 * The applicant pipeline of a job (spec §2 recruiter portal): `/jobs/:id/management`, `/jobs/:id/interview/board`,
 * `/jobs/:id/interview/schedule`, `/job-offers` and `/video-conf`, each a lazy chunk guarded by the permission key the gateway checks
 * for the page's reads (`view_any_job_applicant`). The actions inside ask for their own keys.
 */
export const jobManagementRoutes: RouteObject[] = [
  {
    path: 'jobs/:id/management',
    handle: { titleId: 'recruiter_pipeline.management.title', permission: JOB_PERMISSIONS.viewAnyApplicant },
    lazy: () => import('./job-management-page').then((m) => ({ Component: m.JobManagementPage })),
  },
  {
    path: 'jobs/:id/interview/board',
    handle: { titleId: 'job_pipeline.board.title', permission: JOB_PERMISSIONS.viewAnyApplicant },
    lazy: () => import('./interview-board-page').then((m) => ({ Component: m.InterviewBoardPage })),
  },
  {
    path: 'jobs/:id/interview/schedule',
    handle: { titleId: 'job_pipeline.schedule.title_list', permission: JOB_PERMISSIONS.viewAnyApplicant },
    lazy: () => import('./interview-schedule-page').then((m) => ({ Component: m.InterviewSchedulePage })),
  },
  {
    path: 'job-offers',
    handle: { titleId: 'job_pipeline.offer.list', permission: JOB_PERMISSIONS.viewAnyApplicant },
    lazy: () => import('./job-offers-page').then((m) => ({ Component: m.JobOffersPage })),
  },
  {
    path: 'video-conf',
    handle: { titleId: 'recruiter_pipeline.video.title' },
    lazy: () => import('./video-conf-page').then((m) => ({ Component: m.VideoConfPage })),
  },
];

/** The shell's MenuItem shape. */
export interface JobManagementMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const jobManagementMenu: JobManagementMenuItem[] = [
  {
    labelId: 'recruiter_pipeline.menu.offers',
    to: '/job-offers',
    permission: JOB_PERMISSIONS.viewAnyApplicant,
    icon: <HandshakeOutlined />,
  },
];
