import type { RouteObject } from 'react-router-dom';

/**
 * The youth's learning screens (issue 16 items 1-2, ADR 0075), each page its own lazy chunk: the public catalogue
 * (/courses, /courses/explore with the filters open) and a course's page, and for a signed-in youth /my-courses, the
 * payment result (/course-payment/result, where the wallet's callback sends the youth back) and /course-signup-success.
 */
export const coursesRoutes: RouteObject[] = [
  {
    path: 'courses',
    handle: { titleId: 'learning.catalogue.title' },
    lazy: () => import('./catalogue-page').then((m) => ({ Component: m.CataloguePage })),
  },
  {
    path: 'courses/explore',
    handle: { titleId: 'learning.catalogue.explore_title' },
    lazy: () => import('./catalogue-page').then((m) => ({ Component: m.ExploreCoursesPage })),
  },
  {
    path: 'courses/:id',
    handle: { titleId: 'learning.detail.title' },
    lazy: () => import('./course-detail-page').then((m) => ({ Component: m.CourseDetailPage })),
  },
  {
    path: 'my-courses',
    handle: { titleId: 'learning.my_courses.title' },
    lazy: () => import('./my-courses-page').then((m) => ({ Component: m.MyCoursesPage })),
  },
  {
    path: 'course-payment/result',
    handle: { titleId: 'learning.payment.title' },
    lazy: () => import('./payment-result-page').then((m) => ({ Component: m.CoursePaymentResultPage })),
  },
  {
    path: 'course-signup-success',
    handle: { titleId: 'learning.signup.title' },
    lazy: () => import('./signup-success-page').then((m) => ({ Component: m.CourseSignupSuccessPage })),
  },
];
