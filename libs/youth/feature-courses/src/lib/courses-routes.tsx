import type { RouteObject } from 'react-router-dom';

/** One import site for the pages of one chunk: each site puts the chunk's dependency list in the youth entry. */
const cataloguePages = () => import('./catalogue-page');

/**
 * The youth's learning screens (issue 16 items 1-2, ADR 0075), each page its own lazy chunk: the public catalogue
 * (/courses, /courses/explore with the filters open), a course's page and its instructors' profiles, and for a signed-in youth /my-courses, the
 * payment result (/course-payment/result, where the wallet's callback sends the youth back) and /course-signup-success.
 */
export const coursesRoutes: RouteObject[] = [
  {
    path: 'courses',
    handle: { titleId: 'learning.catalogue.title' },
    lazy: () => cataloguePages().then((m) => ({ Component: m.CataloguePage })),
  },
  {
    path: 'courses/explore',
    handle: { titleId: 'learning.catalogue.explore_title' },
    lazy: () => cataloguePages().then((m) => ({ Component: m.ExploreCoursesPage })),
  },
  {
    path: 'courses/:id',
    handle: { titleId: 'learning.detail.title' },
    lazy: () => import('./course-detail-page').then((m) => ({ Component: m.CourseDetailPage })),
  },
  {
    path: 'courses/:id/instructor-profile/:instructorId',
    handle: { titleId: 'learning.instructor.title' },
    lazy: () => import('./instructor-profile-page').then((m) => ({ Component: m.InstructorProfilePage })),
  },
];
