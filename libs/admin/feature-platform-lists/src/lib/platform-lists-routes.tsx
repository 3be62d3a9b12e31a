import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { COURSE_PERMISSIONS, JOB_PERMISSIONS } from '@platform/contract';

const TRAINERS = COURSE_PERMISSIONS.viewPlatformTrainers;
const BATCHES = COURSE_PERMISSIONS.viewPlatformBatches;
/*
 * The admin's signed-in first visit is at its budget (e2e/00-first-visit.spec.ts): each `import()` call site puts a
 * list of the chunks it needs into the start chunk, and each route its handle. So a section's two routes (the list and
 * the record) come from one function and share one handle object (the record's page names the document itself once it
 * shows), and the pages load through two call sites: the job pages, and the learning group's six
 * (platform-learning-pages.ts). Flat, not a parent with children: every route of a portal is lazy and titled (the
 * portal test).
 */
const jobPages = () => import('./platform-job-pages');
const learningPages = () => import('./platform-learning-pages');

type Pages<M> = () => Promise<M>;
function section<M>(
  path: string,
  titleId: string,
  permission: string,
  pages: Pages<M>,
  pick: (m: M, detail: boolean) => ComponentType,
): RouteObject[] {
  const page = (detail: boolean) => () => pages().then((m) => ({ Component: pick(m, detail) }));
  const handle = { titleId, permission };
  return [
    { path, handle, lazy: page(false) },
    { path: `${path}/:id`, handle, lazy: page(true) },
  ];
}

/**
 * `/platform-jobs`, `/platform-courses` and their `/:id` pages (issue 17 item 8, ADR 0107): every organisation's
 * job posts and every institute's courses, each page a lazy chunk guarded by the key its gateway calls check;
 * `/platform-trainers` and `/platform-batches` (ADR 0118), read-only, the same way.
 */
export const platformListRoutes: RouteObject[] = [
  ...section(
    'platform-jobs',
    'platform_jobs.title',
    JOB_PERMISSIONS.viewPlatformJobs,
    jobPages,
    (m, detail) => (detail ? m.PlatformJobRoute : m.PlatformJobsRoute),
  ),
  ...section(
    'platform-courses',
    'platform_courses.title',
    COURSE_PERMISSIONS.viewPlatformCourses,
    learningPages,
    (m, detail) => (detail ? m.PlatformCourseRoute : m.PlatformCoursesRoute),
  ),
  ...section('platform-trainers', 'platform_trainers.title', TRAINERS, learningPages, (m, detail) =>
    detail ? m.PlatformTrainerRoute : m.PlatformTrainersRoute,
  ),
  ...section('platform-batches', 'platform_batches.title', BATCHES, learningPages, (m, detail) =>
    detail ? m.PlatformBatchRoute : m.PlatformBatchesRoute,
  ),
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
  {
    labelId: 'platform_trainers.menu',
    to: '/platform-trainers',
    permission: TRAINERS,
    group: 'resources.groups.learning',
  },
  {
    labelId: 'platform_batches.menu',
    to: '/platform-batches',
    permission: BATCHES,
    group: 'resources.groups.learning',
  },
];
