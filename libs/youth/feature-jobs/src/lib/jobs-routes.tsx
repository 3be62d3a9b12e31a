import type { RouteObject } from 'react-router-dom';

/**
 * The youth's job screens (spec §2), each page its own lazy chunk: the public search, explore, job and company pages,
 * and, for signed-in youth, /my-jobs, /jobs/recommended and /job-alert-settings (ADR 0065). `jobs/explore` and
 * `jobs/recommended` are declared before `jobs/:id` for readers; the router ranks static segments first anyway.
 * The pages the job pipeline's notifications link to are public (the link's token is the key, ADR 0063):
 * /candidate-interview-confirmation and /join-live-interview-board; /notifications lists the signed-in youth's
 * in-app notifications.
 */
export const jobsRoutes: RouteObject[] = [
  {
    path: 'jobs',
    handle: { titleId: 'youth_jobs.search.title' },
    lazy: () => import('./jobs-search-page').then((m) => ({ Component: m.JobsSearchPage })),
  },
  {
    path: 'jobs/explore',
    handle: { titleId: 'youth_jobs.explore.title' },
    lazy: () => import('./explore-page').then((m) => ({ Component: m.ExplorePage })),
  },
  {
    path: 'jobs/recommended',
    handle: { titleId: 'job_alerts.recommended.title' },
    lazy: () => import('./recommended-jobs').then((m) => ({ Component: m.RecommendedJobsPage })),
  },
  {
    path: 'jobs/:id',
    handle: { titleId: 'youth_jobs.detail.title' },
    lazy: () => import('./job-detail-page').then((m) => ({ Component: m.JobDetailPage })),
  },
  {
    path: 'company/:id',
    handle: { titleId: 'youth_jobs.company.title' },
    lazy: () => import('./company-page').then((m) => ({ Component: m.CompanyPage })),
  },
  {
    path: 'my-jobs',
    handle: { titleId: 'youth_jobs.my_jobs.title' },
    lazy: () => import('./my-jobs-page').then((m) => ({ Component: m.MyJobsPage })),
  },
  {
    path: 'job-alert-settings',
    handle: { titleId: 'job_alerts.settings.title' },
    lazy: () => import('./job-alert-settings-page').then((m) => ({ Component: m.JobAlertSettingsPage })),
  },
  {
    path: 'candidate-interview-confirmation',
    handle: { titleId: 'youth_links.confirmation.title' },
    lazy: () =>
      import('./interview-confirmation-page').then((m) => ({ Component: m.InterviewConfirmationPage })),
  },
  {
    path: 'join-live-interview-board',
    handle: { titleId: 'youth_links.board.title' },
    lazy: () => import('./live-interview-board-page').then((m) => ({ Component: m.LiveInterviewBoardPage })),
  },
  {
    path: 'notifications',
    handle: { titleId: 'youth_links.notifications.title' },
    lazy: () => import('./notifications-page').then((m) => ({ Component: m.NotificationsPage })),
  },
];
