export { registerCourseScheduleRoutes } from './routes';
