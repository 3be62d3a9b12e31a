import type { RouteObject } from 'react-router-dom';

/**
 * The youth's job screens (spec §2), each page its own lazy chunk: the public search, explore, job and company pages,
 * and, for signed-in youth, /my-jobs, /jobs/recommended and /job-alert-settings (ADR 0065). `jobs/explore` and
 * `jobs/recommended` are declared before `jobs/:id` for readers; the router ranks static segments first anyway.
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
];
