export { coursesRouteGroup, myCoursesRouteGroup } from './lib/route-group';
