import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import ForumOutlined from '@mui/icons-material/ForumOutlined';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The section's routes, loaded on the first visit to one of its addresses (ADR 0103): not in the youth entry. */
export const discussionRouteGroup: RouteGroup = {
  segments: ['discussion'],
  load: () => import('./route-table').then((m) => m.discussionRoutes),
};

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
