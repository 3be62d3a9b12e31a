import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { DISCUSSION_PERMISSIONS } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of moderation-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const discussionModerationRouteGroup: RouteGroup = {
  segments: ['discussion-posts'],
  load: () => import('./moderation-routes').then((m) => m.discussionModerationRoutes),
};

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
