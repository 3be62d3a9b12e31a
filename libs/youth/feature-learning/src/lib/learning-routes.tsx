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
