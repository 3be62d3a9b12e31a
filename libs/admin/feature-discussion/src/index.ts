export { discussionModerationMenu, discussionModerationRouteGroup } from './lib/menu';
export type { DiscussionModerationMenuItem } from './lib/menu';
export { discussionModerationRoutes } from './lib/moderation-routes';
