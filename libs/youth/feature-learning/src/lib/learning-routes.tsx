import type { RouteObject } from 'react-router-dom';

/**
 * The youth's course player (issue 16 item 3, ADR 0080), its own lazy chunk: /courses/{id}/course-layout, the
 * content chosen by `?content=`; /courses/{id}/layout/discussion, its discussion tab (ADR 0109).
 */
export const learningRoutes: RouteObject[] = [
  {
    path: 'courses/:id/course-layout',
    handle: { titleId: 'course_learning.title' },
    lazy: () => import('./player-page').then((m) => ({ Component: m.PlayerPage })),
  },
  {
    path: 'courses/:id/layout/discussion',
    handle: { titleId: 'course_discussion.tab.discussion' },
    lazy: () => import('./player-page').then((m) => ({ Component: m.PlayerDiscussionPage })),
  },
  {
    // an exam lesson's result (ADR 0119): the youth portal's, beside the player where the exam is taken
    path: 'exam-lesson-result/:id',
    handle: { titleId: 'exam_lesson.result.title' },
    lazy: () => import('./exam-result-page').then((m) => ({ Component: m.ExamResultPage })),
  },
];
