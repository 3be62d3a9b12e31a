import type { RouteObject } from 'react-router-dom';

/**
 * The youth portal's discussion forum (spec §2 /discussion, /discussion/{id}): the list and one post, each a lazy
 * chunk. Reading is public; writing, commenting, liking and reporting ask to sign in.
 */
export const discussionRoutes: RouteObject[] = [
  {
    path: 'discussion',
    handle: { titleId: 'discussion.list.title' },
    lazy: () => import('./discussion-page').then((m) => ({ Component: m.DiscussionPage })),
  },
  {
    path: 'discussion/:id',
    handle: { titleId: 'discussion.list.title' },
    lazy: () => import('./post-page').then((m) => ({ Component: m.DiscussionPostPage })),
  },
];
