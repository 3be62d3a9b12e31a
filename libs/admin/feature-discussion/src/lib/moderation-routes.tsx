import type { RouteObject } from 'react-router-dom';
import { DISCUSSION_PERMISSIONS } from '@platform/contract';

/** `/discussion-posts`: the forum's moderation queues, a lazy chunk guarded by `approve_discussion_post`. */
export const discussionModerationRoutes: RouteObject[] = [
  {
    path: 'discussion-posts',
    handle: { titleId: 'discussion.moderation.title', permission: DISCUSSION_PERMISSIONS.approve },
    lazy: () => import('./moderation-page').then((m) => ({ Component: m.DiscussionModerationPage })),
  },
];
