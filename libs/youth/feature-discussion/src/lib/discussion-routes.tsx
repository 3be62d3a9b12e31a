import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import ForumOutlined from '@mui/icons-material/ForumOutlined';

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

/** The shell's MenuItem shape. */
export interface DiscussionMenuItem {
  labelId: string;
  to: string;
  icon?: ReactNode;
  requiresAuth?: boolean;
}

/** The header's forum entry (everyone may read). */
export const discussionMenu: DiscussionMenuItem[] = [
  { labelId: 'discussion.menu.discussion', to: '/discussion', icon: <ForumOutlined /> },
];
