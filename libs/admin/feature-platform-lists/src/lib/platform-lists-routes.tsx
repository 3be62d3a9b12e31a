import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SECTIONS, type SectionName, pathOf } from './menu';

/*
 * Each `import()` call site puts a list of the chunks it needs into the chunk holding it, so the pages load through
 * four call sites: the job pages, the learning group's six (ADR 0118), the assessment and hiring group's six (ADR 0122)
 * and the CV bank's two (ADR 0128: the CV page brings the CV's drawing); each module's default export holds every
 * section's [list, record] under its name. A section's two routes (the list and the record) share one handle object
 * (the record's page names the document itself once it shows). Flat, not a parent with children: every route of a
 * portal is lazy and titled (the portal test).
 */
type Pages = () => Promise<{ default: Record<string, readonly [ComponentType, ComponentType]> }>;
const jobPages: Pages = () => import('./platform-job-pages');
const learningPages: Pages = () => import('./platform-learning-pages');
const reviewPages: Pages = () => import('./platform-review-pages');
const cvBankPages: Pages = () => import('./platform-cv-bank-pages');

/* Each section's title and pages, by its name in SECTIONS (menu.tsx). */
const PAGES: Record<SectionName, [title: string, pages: Pages]> = {
  jobs: ['platform_jobs.title', jobPages],
  courses: ['platform_courses.title', learningPages],
  trainers: ['platform_trainers.title', learningPages],
  batches: ['platform_batches.title', learningPages],
  question_sets: ['platform_question_sets.title', reviewPages],
  results: ['platform_results.title', reviewPages],
  interviews: ['platform_interviews.title', reviewPages],
  cv_bank: ['platform_cv_bank.title', cvBankPages],
};

/**
 * `/platform-jobs`, `/platform-courses` and their `/:id` pages (issue 17 item 8, ADR 0107): every organisation's
 * job posts and every institute's courses, each page a lazy chunk guarded by the key its gateway calls check;
 * `/platform-trainers` and `/platform-batches` (ADR 0118), read-only, the same way; `/platform-question-sets`,
 * `/platform-results` and `/platform-interviews` (ADR 0122); `/platform-cv-bank` (ADR 0128).
 */
export const platformListRoutes: RouteObject[] = SECTIONS.flatMap(([name, , permission]) => {
  const [titleId, pages] = PAGES[name];
  const path = pathOf(name);
  const handle = { titleId, permission };
  const page = (detail: 0 | 1) => () => pages().then((m) => ({ Component: m.default[name]?.[detail] }));
  return [
    { path, handle, lazy: page(0) },
    { path: `${path}/:id`, handle, lazy: page(1) },
  ];
});
