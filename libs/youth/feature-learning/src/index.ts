export { coursePlayerRouteGroup, examLessonResultRouteGroup } from './lib/route-group';
