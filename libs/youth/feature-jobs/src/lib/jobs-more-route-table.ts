import type { RouteObject } from 'react-router-dom';

/** The youth’s own job pages (my jobs, alerts, notifications, interview confirmation and board), company and vendor pages and the job categories, each its own lazy chunk. */
export const youthJobsMoreRoutes: RouteObject[] = [
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
  {
    path: 'job-categories',
    handle: { titleId: 'job_categories.title' },
    lazy: () => import('./job-categories-page').then((m) => ({ Component: m.JobCategoriesPage })),
  },
  {
    path: 'vendors/:id',
    handle: { titleId: 'vendor_page.title' },
    lazy: () => import('./vendor-page').then((m) => ({ Component: m.VendorPage })),
  },
];
