import type { RouteObject } from 'react-router-dom';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/**
 * The course player's pages (/courses/{id}/course-layout, /courses/{id}/layout/discussion): their table loads with the
 * catalogue's on the first visit to a /courses address (the portal joins the two under the `courses` segment), not in
 * the youth entry (ADR 0006 r9).
 */
export const coursePlayerRouteGroup: RouteGroup = {
  segments: ['courses'],
  load: () => import('./learning-routes').then((m) => m.learningRoutes),
};

/**
 * An exam's result, /exam-lesson-result/{id} (ADR 0119) and /exam-module-result/{id} (ADR 0121): the youth portal's, beside the player where the exam
 * is taken. A route group (ADR 0103): its table loads on the first visit, so the youth entry does not carry the list
 * of chunks the result page needs.
 */
export const examLessonResultRouteGroup: RouteGroup = {
  segments: ['exam-lesson-result', 'exam-module-result'],
  load: () => import('./exam-result-route-table').then((m) => m.examLessonResultRoutes),
};
