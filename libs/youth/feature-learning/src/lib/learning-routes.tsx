import type { RouteObject } from 'react-router-dom';

/** One import site for the pages of one chunk: each site puts the chunk's dependency list in the youth entry. */
const playerPages = () => import('./player-page');

/**
 * The youth's course player (issue 16 item 3, ADR 0080), its own lazy chunk: /courses/{id}/course-layout, the
 * content chosen by `?content=`; /courses/{id}/layout/discussion, its discussion tab (ADR 0109).
 */
export const learningRoutes: RouteObject[] = [
  {
    path: 'courses/:id/course-layout',
    handle: { titleId: 'course_learning.title' },
    lazy: () => playerPages().then((m) => ({ Component: m.PlayerPage })),
  },
  {
    path: 'courses/:id/layout/discussion',
    handle: { titleId: 'course_discussion.tab.discussion' },
    lazy: () => playerPages().then((m) => ({ Component: m.PlayerDiscussionPage })),
  },
];

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/**
 * An exam's result, /exam-lesson-result/{id} (ADR 0119) and /exam-module-result/{id} (ADR 0121): the youth portal's, beside the player where the exam
 * is taken. A route group (ADR 0103): its table loads on the first visit, so the youth entry does not carry the list
 * of chunks the result page needs.
 */
export const examLessonResultRouteGroup: RouteGroup = {
  segments: ['exam-lesson-result', 'exam-module-result'],
  load: () => import('./exam-result-route-table').then((m) => m.examLessonResultRoutes),
};
