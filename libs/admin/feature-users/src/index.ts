export { userMenu, userRouteGroup } from './lib/menu';
export type { UserMenuItem } from './lib/menu';
export {
  USER_PERMISSIONS,
  instituteDetailPage,
  organizationDetailPage,
  roleDetailPage,
  userRoutes,
} from './lib/users-routes';
