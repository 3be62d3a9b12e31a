export { notificationMenu, notificationRoutes } from './lib/notifications-routes';
export type { NotificationMenuItem } from './lib/notifications-routes';
