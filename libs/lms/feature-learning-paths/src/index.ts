export { learningPathsMenu, learningPathsRoutes } from './lib/learning-paths-routes';
export type { LearningPathsMenuItem } from './lib/learning-paths-routes';
