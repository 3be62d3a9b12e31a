import { roles, type ResourceDef } from '@platform/resources';
import { useRole, useRolePermissions, useUpdateRolePermissions } from '@platform/admin-data-access-users';
import { PermissionHolderPage, type PermissionHolder } from './permission-holder-page';
import { USER_PERMISSIONS } from './users-routes';

const ROLE: PermissionHolder = {
  def: roles,
  messages: 'users.role_page',
  detailFields: ['title', 'title_en', 'key', 'row_status'],
  assignKey: USER_PERMISSIONS.assignPermissionToRole,
  useRecord: useRole,
  useGrants: useRolePermissions,
  useSave: useUpdateRolePermissions,
};

/**
 * `/roles/{id}`: a role and its permissions. Mounted as the resource engine's show page of `roles` (the route's guard
 * is `view_single_role`); the assignment needs `assign_permission_to_role` and `view_any_permission`.
 */
export default function RolePage(_props: { def: ResourceDef }) {
  return <PermissionHolderPage holder={ROLE} />;
}
