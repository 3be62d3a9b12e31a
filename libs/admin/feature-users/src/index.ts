export { USER_PERMISSIONS, roleDetailPage, userMenu, userRoutes } from './lib/users-routes';
export type { UserMenuItem } from './lib/users-routes';
export { PermissionTreeAssignment } from './lib/permission-tree';
export type { PermissionTreeAssignmentProps } from './lib/permission-tree';
