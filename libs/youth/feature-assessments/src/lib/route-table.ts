import type { RouteObject } from 'react-router-dom';

/**
 * The youth portal's test and application pages (spec §2): /assessment, /job-application, /video-conf — signed in,
 * each a lazy chunk.
 */
export const youthAssessmentsRoutes: RouteObject[] = [
  {
    path: 'assessment',
    handle: { titleId: 'youth_assessments.title' },
    lazy: () => import('./assessment-page').then((m) => ({ Component: m.AssessmentPage })),
  },
  {
    path: 'job-application',
    handle: { titleId: 'youth_assessments.application.title' },
    lazy: () => import('./job-application-page').then((m) => ({ Component: m.JobApplicationPage })),
  },
  {
    path: 'video-conf',
    handle: { titleId: 'youth_assessments.video.title' },
    lazy: () => import('./video-conf-page').then((m) => ({ Component: m.VideoConfPage })),
  },
];
