export { USER_PERMISSIONS, roleDetailPage, userMenu, userRoutes } from './lib/users-routes';
export type { UserMenuItem } from './lib/users-routes';
