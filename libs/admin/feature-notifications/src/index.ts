export { notificationMenu, notificationRouteGroup } from './lib/menu';
export type { NotificationMenuItem } from './lib/menu';
export { notificationRoutes } from './lib/notifications-routes';
