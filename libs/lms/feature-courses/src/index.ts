export { coursesMenu, coursesRoutes } from './lib/courses-routes';
export type { CoursesMenuItem } from './lib/courses-routes';
