import type { RouteObject } from 'react-router-dom';
import { COURSE_PERMISSIONS as C, CV_BANK_PERMISSIONS, JOB_PERMISSIONS as J } from '@platform/contract';

const LEARNING = 'resources.groups.learning';
const JOBS = 'resources.groups.jobs';
const ASSESSMENTS = 'admin_aptitude.group';

/*
 * The admin's signed-in first visit is at its budget (e2e/00-first-visit.spec.ts): each route and menu entry puts its
 * strings into the start chunk. So every section is one row of SECTIONS — its name (`question_sets`: the address
 * `/platform-question-sets`), its menu id, its key and its menu group; its title and its pages are the route table's
 * (platform-lists-routes.tsx), which loads on the first visit to one of the sections (ADR 0103).
 * Literal catalogue ids: the build ships the start chunk the single ids it names (locale-split-plugin.ts).
 */
/** The sections' names (the route table names each one's title and pages). */
export type SectionName =
  | 'jobs'
  | 'courses'
  | 'trainers'
  | 'batches'
  | 'question_sets'
  | 'results'
  | 'interviews'
  | 'cv_bank';

export const SECTIONS: [name: SectionName, menu: string, permission: string, group: string][] = [
  ['jobs', 'platform_jobs.menu', J.viewPlatformJobs, JOBS],
  ['courses', 'platform_courses.menu', C.viewPlatformCourses, LEARNING],
  ['trainers', 'platform_trainers.menu', C.viewPlatformTrainers, LEARNING],
  ['batches', 'platform_batches.menu', C.viewPlatformBatches, LEARNING],
  ['question_sets', 'platform_question_sets.menu', J.viewPlatformQuestionSets, ASSESSMENTS],
  ['results', 'platform_results.menu', J.viewPlatformResults, ASSESSMENTS],
  ['interviews', 'platform_interviews.menu', J.viewPlatformInterviews, JOBS],
  ['cv_bank', 'platform_cv_bank.menu', CV_BANK_PERMISSIONS.viewPlatformCvBank, JOBS],
];
/** A section's address: `question_sets` → `platform-question-sets`. */
export const pathOf = (name: string) => `platform-${name.replace('_', '-')}`;

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of platform-lists-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const platformListRouteGroup: RouteGroup = {
  segments: SECTIONS.map(([name]) => pathOf(name)),
  load: () => import('./platform-lists-routes').then((m) => m.platformListRoutes),
};

/** The shell's MenuItem shape. */
export interface PlatformListMenuItem {
  labelId: string;
  to: string;
  permission: string;
  group: string;
}

/**
 * In the resource engine's "Jobs" and "Learning" groups and the "Assessments" group of the aptitude test; no icon of
 * their own (an icon weighs on every first visit).
 */
export const platformListMenu: PlatformListMenuItem[] = SECTIONS.map(
  ([name, labelId, permission, group]) => ({
    labelId,
    to: `/${pathOf(name)}`,
    permission,
    group,
  }),
);
