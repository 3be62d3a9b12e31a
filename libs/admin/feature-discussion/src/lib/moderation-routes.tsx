import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { DISCUSSION_PERMISSIONS } from '@platform/contract';

/** `/discussion-posts`: the forum's moderation queues, a lazy chunk guarded by `approve_discussion_post`. */
export const discussionModerationRoutes: RouteObject[] = [
  {
    path: 'discussion-posts',
    handle: { titleId: 'discussion.moderation.title', permission: DISCUSSION_PERMISSIONS.approve },
    lazy: () => import('./moderation-page').then((m) => ({ Component: m.DiscussionModerationPage })),
  },
];

/** The shell's MenuItem shape. */
export interface DiscussionModerationMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const discussionModerationMenu: DiscussionModerationMenuItem[] = [
  {
    labelId: 'discussion.menu.moderation',
    to: '/discussion-posts',
    permission: DISCUSSION_PERMISSIONS.approve,
    icon: <ForumOutlined />,
  },
];
