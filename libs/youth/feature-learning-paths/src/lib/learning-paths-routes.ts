import type { RouteObject } from 'react-router-dom';

/*
 * The youth's learning paths (issue 16 item 4, ADR 0100; spec §2 /learning-path, /my-learning-path,
 * /my-learning-path/{id}, /suggested-learning-path, /suggested-learning-path/{id}): each page a lazy chunk. One detail
 * page serves the three {id} routes.
 */
const detail: RouteObject['lazy'] = () =>
  import('./path-page').then((m) => ({ Component: m.LearningPathPage }));

export const learningPathsRoutes: RouteObject[] = [
  {
    path: 'learning-path',
    handle: { titleId: 'learning_paths.public.title' },
    lazy: () => import('./paths-page').then((m) => ({ Component: m.LearningPathsPage })),
  },
  { path: 'learning-path/:id', handle: { titleId: 'learning_paths.detail.title' }, lazy: detail },
  {
    path: 'my-learning-path',
    handle: { titleId: 'learning_paths.mine.title' },
    lazy: () => import('./my-paths-page').then((m) => ({ Component: m.MyLearningPathsPage })),
  },
  { path: 'my-learning-path/:id', handle: { titleId: 'learning_paths.detail.title' }, lazy: detail },
  {
    path: 'suggested-learning-path',
    handle: { titleId: 'learning_paths.suggested.title' },
    lazy: () => import('./suggested-page').then((m) => ({ Component: m.SuggestedLearningPathsPage })),
  },
  { path: 'suggested-learning-path/:id', handle: { titleId: 'learning_paths.detail.title' }, lazy: detail },
];
