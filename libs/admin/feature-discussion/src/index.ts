export { discussionModerationMenu, discussionModerationRoutes } from './lib/moderation-routes';
export type { DiscussionModerationMenuItem } from './lib/moderation-routes';
