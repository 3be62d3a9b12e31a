export { discussionMenu, discussionRouteGroup, discussionRoutes } from './lib/discussion-routes';
export type { DiscussionMenuItem } from './lib/discussion-routes';
