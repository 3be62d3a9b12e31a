import { lazyView } from '@platform/ui';

// The player draws one lesson kind at a time: each view is its own chunk, loaded with the lesson that shows it, so the
// player's route chunk stays small (issue 16: ≤ 120 KB gzip; tools/budget.mjs) — forms, uploads and the question
// engine's fields come with an assignment, a quiz or an exam, the discussion's composer with its tab.
export const AssignmentView = lazyView(() => import('./assignment-view').then((m) => m.AssignmentView));
export const ContentView = lazyView(() => import('./content-view').then((m) => m.ContentView));
export const CourseDiscussion = lazyView(() => import('./course-discussion').then((m) => m.CourseDiscussion));
export const ExamView = lazyView(() => import('./exam-view').then((m) => m.ExamView));
export const LiveView = lazyView(() => import('./live-view').then((m) => m.LiveView));
export const ScormView = lazyView(() => import('./scorm-view').then((m) => m.ScormView));
