import type { RouteObject } from 'react-router-dom';

/*
 * The youth's learning paths (issue 16 item 4, ADR 0100; spec §2 /learning-path, /my-learning-path,
 * /my-learning-path/{id}, /suggested-learning-path, /suggested-learning-path/{id}): lazy pages, one chunk for the four
 * (one import in the youth entry, which is at its first-visit budget). One detail page serves the three {id} routes.
 */
type Page = keyof typeof import('./pages');
const route = (path: string, titleId: string, page: Page): RouteObject => ({
  path,
  handle: { titleId },
  lazy: () => import('./pages').then((m) => ({ Component: m[page] })),
});

export const learningPathsRoutes: RouteObject[] = [
  route('learning-path', 'learning_paths.public.title', 'LearningPathsPage'),
  route('learning-path/:id', 'learning_paths.detail.title', 'LearningPathPage'),
  route('my-learning-path', 'learning_paths.mine.title', 'MyLearningPathsPage'),
  route('my-learning-path/:id', 'learning_paths.detail.title', 'LearningPathPage'),
  route('suggested-learning-path', 'learning_paths.suggested.title', 'SuggestedLearningPathsPage'),
  route('suggested-learning-path/:id', 'learning_paths.detail.title', 'LearningPathPage'),
];
