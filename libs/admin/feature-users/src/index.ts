export {
  USER_PERMISSIONS,
  instituteDetailPage,
  organizationDetailPage,
  roleDetailPage,
  userMenu,
  userRoutes,
} from './lib/users-routes';
export type { UserMenuItem } from './lib/users-routes';
