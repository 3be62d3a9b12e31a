export { coursesRoutes, myCoursesRouteGroup } from './lib/courses-routes';
