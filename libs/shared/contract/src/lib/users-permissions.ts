/**
 * The permission keys of endpoints-users.ts, in a module of their own: a staff portal's menu and route table (its start
 * chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** Permission keys of the identity administration endpoints (the admin routes and menu use the same keys). */
export const USER_ADMIN_PERMISSIONS = {
  viewAnyUser: 'view_any_user',
  viewSingleUser: 'view_single_user',
  createUser: 'create_user',
  updateUser: 'update_user',
  assignPermissionToUser: 'assign_permission_to_user',
  assignPermissionToRole: 'assign_permission_to_role',
  assignPermissionToOrganization: 'assign_permission_to_organization',
  assignPermissionToInstitute: 'assign_permission_to_institute',
  viewAnyPermission: 'view_any_permission',
  assignMessageChannel: 'assign_message_channel',
  approveVendor: 'approve_vendor',
} as const;
