import type { RouteObject } from 'react-router-dom';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

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
];

/** The youth’s own job pages (my jobs, alerts, notifications, interview confirmation and board), company and vendor pages and the job categories: a route group (ADR 0103), their table loaded on the first visit to one of them, not in the youth entry. */
export const youthJobsMoreRouteGroup: RouteGroup = {
  segments: [
    'company',
    'my-jobs',
    'job-alert-settings',
    'candidate-interview-confirmation',
    'join-live-interview-board',
    'notifications',
    'job-categories',
    'vendors',
  ],
  load: () => import('./jobs-more-route-table').then((m) => m.youthJobsMoreRoutes),
};
