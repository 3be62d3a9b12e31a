import type { RouteObject } from 'react-router-dom';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/**
 * The public catalogue, a course's page and its instructors (/courses…): a route group (ADR 0103), its table loaded on
 * the first visit to a /courses address (at start-up when that is the first page), so the youth entry does not carry
 * the lists of chunks those pages need (ADR 0006 r9). The portal joins it with the course player's table, which shares
 * the `courses` segment.
 */
export const coursesRouteGroup: RouteGroup = {
  segments: ['courses'],
  load: () => import('./courses-routes').then((m) => m.coursesRoutes),
};

/** The youth’s courses, the payment result and the sign-up success pages: a route group (ADR 0103), their table loaded on the first visit to one of them, not in the youth entry. */
export const myCoursesRouteGroup: RouteGroup = {
  segments: ['my-courses', 'course-payment', 'course-signup-success'],
  load: () => import('./my-courses-route-table').then((m) => m.myCoursesRoutes),
};
