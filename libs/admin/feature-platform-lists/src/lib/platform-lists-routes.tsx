import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { COURSE_PERMISSIONS as C, CV_BANK_PERMISSIONS, JOB_PERMISSIONS as J } from '@platform/contract';

/*
 * The admin's signed-in first visit is at its budget (e2e/00-first-visit.spec.ts): each `import()` call site puts a
 * list of the chunks it needs into the start chunk, and each route and menu entry its strings. So every section is one
 * row of SECTIONS — its name (`question_sets`: the address `/platform-question-sets`), title and menu ids, its key,
 * its pages' module and its menu group — and its two routes (the
 * list and the record) share one handle object (the record's page names the document itself once it shows). The pages
 * load through four call sites: the job pages, the learning group's six (ADR 0118), the assessment and hiring
 * group's six (ADR 0122) and the CV bank's two (ADR 0128: the CV page brings the CV's drawing); each module's default
 * export holds every section's [list, record] under its name. Flat, not a parent with children: every route of a
 * portal is lazy and titled (the portal test).
 */
type Pages = () => Promise<{ default: Record<string, readonly [ComponentType, ComponentType]> }>;
const jobPages: Pages = () => import('./platform-job-pages');
const learningPages: Pages = () => import('./platform-learning-pages');
const reviewPages: Pages = () => import('./platform-review-pages');
const cvBankPages: Pages = () => import('./platform-cv-bank-pages');
const LEARNING = 'resources.groups.learning';
const JOBS = 'resources.groups.jobs';
const ASSESSMENTS = 'admin_aptitude.group';

/* Literal catalogue ids: the build ships the start chunk the single ids it names (locale-split-plugin.ts). */
const SECTIONS: [
  name: string,
  title: string,
  menu: string,
  permission: string,
  pages: Pages,
  group: string,
][] = [
  ['jobs', 'platform_jobs.title', 'platform_jobs.menu', J.viewPlatformJobs, jobPages, JOBS],
  [
    'courses',
    'platform_courses.title',
    'platform_courses.menu',
    C.viewPlatformCourses,
    learningPages,
    LEARNING,
  ],
  [
    'trainers',
    'platform_trainers.title',
    'platform_trainers.menu',
    C.viewPlatformTrainers,
    learningPages,
    LEARNING,
  ],
  [
    'batches',
    'platform_batches.title',
    'platform_batches.menu',
    C.viewPlatformBatches,
    learningPages,
    LEARNING,
  ],
  [
    'question_sets',
    'platform_question_sets.title',
    'platform_question_sets.menu',
    J.viewPlatformQuestionSets,
    reviewPages,
    ASSESSMENTS,
  ],
  [
    'results',
    'platform_results.title',
    'platform_results.menu',
    J.viewPlatformResults,
    reviewPages,
    ASSESSMENTS,
  ],
  [
    'interviews',
    'platform_interviews.title',
    'platform_interviews.menu',
    J.viewPlatformInterviews,
    reviewPages,
    JOBS,
  ],
  [
    'cv_bank',
    'platform_cv_bank.title',
    'platform_cv_bank.menu',
    CV_BANK_PERMISSIONS.viewPlatformCvBank,
    cvBankPages,
    JOBS,
  ],
];
const pathOf = (name: string) => `platform-${name.replace('_', '-')}`;

/**
 * `/platform-jobs`, `/platform-courses` and their `/:id` pages (issue 17 item 8, ADR 0107): every organisation's
 * job posts and every institute's courses, each page a lazy chunk guarded by the key its gateway calls check;
 * `/platform-trainers` and `/platform-batches` (ADR 0118), read-only, the same way; `/platform-question-sets`,
 * `/platform-results` and `/platform-interviews` (ADR 0122); `/platform-cv-bank` (ADR 0128).
 */
export const platformListRoutes: RouteObject[] = SECTIONS.flatMap(([name, titleId, , permission, pages]) => {
  const path = pathOf(name);
  const handle = { titleId, permission };
  const page = (detail: 0 | 1) => () => pages().then((m) => ({ Component: m.default[name]?.[detail] }));
  return [
    { path, handle, lazy: page(0) },
    { path: `${path}/:id`, handle, lazy: page(1) },
  ];
});

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
  ([name, , labelId, permission, , group]) => ({
    labelId,
    to: `/${pathOf(name)}`,
    permission,
    group,
  }),
);
