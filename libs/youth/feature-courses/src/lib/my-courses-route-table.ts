import type { RouteObject } from 'react-router-dom';

/** The youth’s courses, the payment result and the sign-up success pages, each its own lazy chunk. */
export const myCoursesRoutes: RouteObject[] = [
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
