import type { RouteObject } from 'react-router-dom';
import { COURSE_PERMISSIONS, JOB_PERMISSIONS } from '@platform/contract';

/**
 * `/platform-jobs`, `/platform-courses` and their `/:id` pages (issue 17 item 8, ADR 0107): every organisation's
 * job posts and every institute's courses, each page a lazy chunk guarded by the key its gateway calls check.
 */
export const platformListRoutes: RouteObject[] = [
  {
    path: 'platform-jobs',
    handle: { titleId: 'platform_jobs.title', permission: JOB_PERMISSIONS.viewPlatformJobs },
    lazy: () => import('./platform-jobs-page').then((m) => ({ Component: m.PlatformJobsRoute })),
  },
  {
    path: 'platform-jobs/:id',
    handle: { titleId: 'platform_jobs.detail.heading', permission: JOB_PERMISSIONS.viewPlatformJobs },
    lazy: () => import('./platform-job-page').then((m) => ({ Component: m.PlatformJobRoute })),
  },
  {
    path: 'platform-courses',
    handle: { titleId: 'platform_courses.title', permission: COURSE_PERMISSIONS.viewPlatformCourses },
    lazy: () => import('./platform-courses-page').then((m) => ({ Component: m.PlatformCoursesRoute })),
  },
  {
    path: 'platform-courses/:id',
    handle: {
      titleId: 'platform_courses.detail.heading',
      permission: COURSE_PERMISSIONS.viewPlatformCourses,
    },
    lazy: () => import('./platform-course-page').then((m) => ({ Component: m.PlatformCourseRoute })),
  },
];

/** The shell's MenuItem shape. */
export interface PlatformListMenuItem {
  labelId: string;
  to: string;
  permission: string;
  group: string;
}

/** In the resource engine's "Jobs" and "Learning" groups; no icon of their own (an icon weighs on every first visit). */
export const platformListMenu: PlatformListMenuItem[] = [
  {
    labelId: 'platform_jobs.menu',
    to: '/platform-jobs',
    permission: JOB_PERMISSIONS.viewPlatformJobs,
    group: 'resources.groups.jobs',
  },
  {
    labelId: 'platform_courses.menu',
    to: '/platform-courses',
    permission: COURSE_PERMISSIONS.viewPlatformCourses,
    group: 'resources.groups.learning',
  },
];
