export { examLessonResultRouteGroup, learningRoutes } from './lib/learning-routes';
