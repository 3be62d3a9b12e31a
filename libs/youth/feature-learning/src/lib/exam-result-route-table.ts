import type { RouteObject } from 'react-router-dom';

/** /exam-lesson-result/{id} and /exam-module-result/{id}: an exam's result (ADR 0119, 0121), loaded as a route group (learning-routes.tsx). */
export const examLessonResultRoutes: RouteObject[] = [
  {
    path: 'exam-lesson-result/:id',
    handle: { titleId: 'exam_lesson.result.title' },
    lazy: () => import('./exam-result-page').then((m) => ({ Component: m.ExamResultPage })),
  },
  {
    // a module assessment's result (ADR 0121): the same page, the module's exam
    path: 'exam-module-result/:id',
    handle: { titleId: 'exam_module.result.title' },
    lazy: () => import('./exam-result-page').then((m) => ({ Component: m.ExamModuleResultPage })),
  },
];
