import type { RouteObject } from 'react-router-dom';

/** /exam-lesson-result/{id}: an exam lesson's result (ADR 0119), loaded as a route group (learning-routes.tsx). */
export const examLessonResultRoutes: RouteObject[] = [
  {
    path: 'exam-lesson-result/:id',
    handle: { titleId: 'exam_lesson.result.title' },
    lazy: () => import('./exam-result-page').then((m) => ({ Component: m.ExamResultPage })),
  },
];
