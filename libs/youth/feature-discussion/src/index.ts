export { discussionMenu, discussionRouteGroup } from './lib/discussion-routes';
export type { DiscussionMenuItem } from './lib/discussion-routes';
