export { useUser } from './lib/get-users';
export { useCreateUser, useUpdateUser } from './lib/save-user';
export { useDeactivateUser, useRestoreUser } from './lib/user-status';
export { ROLE_OPTIONS_QUERY, useAssignUserRole, useRoleOptions } from './lib/user-role';
export { useUpdateUserPermissions, useUserPermissions } from './lib/user-permissions';
export { useRole, useRolePermissions, useUpdateRolePermissions } from './lib/role-permissions';
export { usePermissionTree } from './lib/permission-tree';
export {
  useOrganization,
  useOrganizationPermissions,
  useUpdateOrganizationPermissions,
} from './lib/organization-permissions';
export {
  useInstitute,
  useInstitutePermissions,
  useUpdateInstitutePermissions,
} from './lib/institute-permissions';
export { TENANT_SOURCES } from './lib/tenant-options';
export type { TenantKind } from './lib/tenant-options';
export { useAssignMessageChannels } from './lib/message-channels';
export { useApproveVendor, useRejectVendor } from './lib/vendor-approval';
export { USER_LIST_PARAMS, USER_PAGE_SIZES } from './lib/user-list-query';
export {
  YOUTH_COMPLETION_BANDS,
  YOUTH_LIST_PARAMS,
  YOUTH_PAGE_SIZES,
  useYouthCv,
  useYouthCvPdf,
  youthListQuery,
} from './lib/youths';
export type { YouthCompletionBand, YouthCvPdf } from './lib/youths';
