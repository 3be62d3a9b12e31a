/* The learning-path pages as one lazy chunk: the route table names one import, so the youth entry stays small. */
export { MyLearningPathsPage } from './my-paths-page';
export { LearningPathPage } from './path-page';
export { LearningPathsPage } from './paths-page';
export { SuggestedLearningPathsPage } from './suggested-page';
