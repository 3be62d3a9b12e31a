import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import {
  type NotificationChannel,
  type PermissionMethod,
  USER_TYPE,
  type UserTypeCode,
  type ValueOf,
} from './enums';
import { USER_ADMIN_PERMISSIONS } from './users-permissions';

/*
 * Identity administration (spec §6, §7 "Private"): users (deactivate, restore, role, own permissions, message
 * channels, vendor approval), the permissions of roles and organisations, and the permission tree the assignment
 * screens draw. The generic CRUD of roles, permissions, permission groups and sub groups comes from the resource
 * engine (@platform/resources); these are the calls it does not make.
 */

/** Vendor approval (spec §4 "Vendors are approved or rejected"): null for users who never registered as a vendor. */
export const VENDOR_STATUS = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } as const;
export type VendorStatus = ValueOf<typeof VENDOR_STATUS>;

/** User types that register themselves as vendors and wait for approval: content providers and recruiters. */
export const VENDOR_USER_TYPES: readonly UserTypeCode[] = [USER_TYPE.CONTENT_PROVIDER, USER_TYPE.RECRUITER];

export { USER_ADMIN_PERMISSIONS } from './users-permissions';

/** A user as the admin screens see it (never the password hash). */
export interface AdminUser {
  id: number;
  username: string;
  full_name: string;
  full_name_en: string | null;
  designation: string | null;
  email: string | null;
  mobile: string | null;
  user_type_code: UserTypeCode | number;
  role_id: number | null;
  role_title: string | null;
  role_title_en: string | null;
  organization_id: number | null;
  institute_id: number | null;
  /** 1 active, 0 deactivated (a deactivated user can neither sign in nor call the API). */
  row_status: number;
  message_channels: NotificationChannel[];
  vendor_status: VendorStatus | null;
  vendor_rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserListQuery extends ListQuery {
  user_type_code?: number;
  row_status?: number;
  role_id?: number;
  vendor_status?: VendorStatus;
  /** Matches name (Bengali or English), username, e-mail or mobile. */
  search?: string;
}

export interface UserUpdateBody {
  full_name: string;
  full_name_en?: string;
  designation?: string;
  email: string;
  mobile: string;
  user_type_code: number;
  /**
   * The user's organisation and institute (its tenant). Only a system user without a tenant (a platform
   * administrator) sets them; the gateway ignores them from anyone else. Absent: unchanged on edit; null: none.
   */
  organization_id?: number | null;
  institute_id?: number | null;
}

export interface UserCreateBody extends UserUpdateBody {
  username: string;
  password: string;
  role_id?: number | null;
}

export interface UserRoleBody {
  role_id: number;
}

/** Replaces a user's, role's or organisation's own grants with exactly these permissions. */
export interface PermissionIdsBody {
  permission_ids: number[];
}

export interface PermissionAssignment {
  permission_ids: number[];
}

/**
 * The grant of an institute as a whole (ADR 0120): the most its users may hold. `limited` is false until a platform
 * administrator first saves a grant; until then the institute's users hold what their roles and own grants give.
 */
export interface InstitutePermissionAssignment extends PermissionAssignment {
  limited: boolean;
}

/** A user's own grants, and what the user holds anyway through its role and organisation (read-only here). */
export interface UserPermissionAssignment extends PermissionAssignment {
  inherited_permission_ids: number[];
  /**
   * The grant of the user's institute when it limits its users (ADR 0120, ADR 0123): the only keys the user may be
   * granted, the rest answer 422 `users.errors.outside_institute_grant`. Null for anyone else (no ceiling).
   */
  institute_grant_ids: number[] | null;
}

export interface MessageChannelsBody {
  channels: NotificationChannel[];
}

export interface VendorRejectBody {
  reason: string;
}

export interface PermissionTreeItem {
  id: number;
  key: string;
  uri: string;
  method: PermissionMethod;
  module: string;
}

export interface PermissionTreeModule {
  module: string;
  permissions: PermissionTreeItem[];
}

/** `id` null: permissions that belong to no sub group (or no group). */
export interface PermissionTreeSubGroup {
  id: number | null;
  key: string | null;
  title: string | null;
  title_en: string | null;
  modules: PermissionTreeModule[];
}

export interface PermissionTreeGroup {
  id: number | null;
  key: string | null;
  title: string | null;
  title_en: string | null;
  sub_groups: PermissionTreeSubGroup[];
}

type IdParams = { id: number };
const P = USER_ADMIN_PERMISSIONS;

/** The identity administration endpoints; spread into the contract's `endpoints` (so the seed and OpenAPI see them). */
export const userAdminEndpoints = {
  users: defineEndpoint<AdminUser[], undefined, UserListQuery>({
    method: 'GET',
    path: '/private/users',
    area: 'private',
    permission: P.viewAnyUser,
    list: true,
    summary: 'Users of the caller’s tenant, filtered by type, status, role, vendor status and a search text',
  }),
  user: defineEndpoint<AdminUser, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/users/:id',
    area: 'private',
    permission: P.viewSingleUser,
    summary: 'One user',
  }),
  createUser: defineEndpoint<AdminUser, UserCreateBody>({
    method: 'POST',
    path: '/private/users',
    area: 'private',
    permission: P.createUser,
    summary: 'Create a user (unique username, password rule of spec §5)',
  }),
  updateUser: defineEndpoint<AdminUser, UserUpdateBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/users/:id',
    area: 'private',
    permission: P.updateUser,
    summary:
      'Change a user’s names, contact data, type and (platform administrators only) tenant; never the password',
  }),
  deactivateUser: defineEndpoint<AdminUser, undefined, undefined, IdParams>({
    method: 'PUT',
    path: '/private/users/:id/deactivate',
    area: 'private',
    permission: P.updateUser,
    summary: 'Deactivate a user: no more sign-in, every token refused',
  }),
  restoreUser: defineEndpoint<AdminUser, undefined, undefined, IdParams>({
    method: 'PUT',
    path: '/private/users/:id/restore',
    area: 'private',
    permission: P.updateUser,
    summary: 'Activate a deactivated user again',
  }),
  assignUserRole: defineEndpoint<AdminUser, UserRoleBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/users/:id/role',
    area: 'private',
    permission: P.updateUser,
    summary: 'Give a user a role',
  }),
  userPermissions: defineEndpoint<UserPermissionAssignment, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/users/:id/permissions',
    area: 'private',
    permission: P.assignPermissionToUser,
    summary: 'A user’s own permission grants, and those it holds through its role and organisation',
  }),
  updateUserPermissions: defineEndpoint<UserPermissionAssignment, PermissionIdsBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/users/:id/permissions',
    area: 'private',
    permission: P.assignPermissionToUser,
    summary: 'Replace a user’s own permission grants',
  }),
  assignUserMessageChannels: defineEndpoint<AdminUser, MessageChannelsBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/users/:id/message-channels',
    area: 'private',
    permission: P.assignMessageChannel,
    summary: 'The channels (e-mail, SMS, in-app) a user is notified on',
  }),
  approveVendor: defineEndpoint<AdminUser, undefined, undefined, IdParams>({
    method: 'PUT',
    path: '/private/users/:id/approve',
    area: 'private',
    permission: P.approveVendor,
    summary:
      'Approve a pending vendor (content provider or recruiter): activates it and notifies vendor_approved',
  }),
  rejectVendor: defineEndpoint<AdminUser, VendorRejectBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/users/:id/reject',
    area: 'private',
    permission: P.approveVendor,
    summary: 'Reject a pending vendor with a reason; it stays inactive',
  }),
  rolePermissions: defineEndpoint<PermissionAssignment, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/roles/:id/permissions',
    area: 'private',
    permission: P.assignPermissionToRole,
    summary: 'The permissions of a role',
  }),
  updateRolePermissions: defineEndpoint<PermissionAssignment, PermissionIdsBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/roles/:id/permissions',
    area: 'private',
    permission: P.assignPermissionToRole,
    summary: 'Replace the permissions of a role',
  }),
  organizationPermissions: defineEndpoint<PermissionAssignment, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/organizations/:id/permissions',
    area: 'private',
    permission: P.assignPermissionToOrganization,
    summary: 'The permissions every user of an organisation holds',
  }),
  updateOrganizationPermissions: defineEndpoint<PermissionAssignment, PermissionIdsBody, undefined, IdParams>(
    {
      method: 'PUT',
      path: '/private/organizations/:id/permissions',
      area: 'private',
      permission: P.assignPermissionToOrganization,
      summary: 'Replace the permissions of an organisation',
    },
  ),
  institutePermissions: defineEndpoint<InstitutePermissionAssignment, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/institutes/:id/permissions',
    area: 'private',
    permission: P.assignPermissionToInstitute,
    summary: 'The most an institute’s users may hold (its grant; ADR 0120)',
  }),
  updateInstitutePermissions: defineEndpoint<
    InstitutePermissionAssignment,
    PermissionIdsBody,
    undefined,
    IdParams
  >({
    method: 'PUT',
    path: '/private/institutes/:id/permissions',
    area: 'private',
    permission: P.assignPermissionToInstitute,
    summary:
      'Replace an institute’s grant (platform administrators only); its users lose every key outside it',
  }),
  permissionTree: defineEndpoint<PermissionTreeGroup[]>({
    method: 'GET',
    path: '/private/permission-tree',
    area: 'private',
    permission: P.viewAnyPermission,
    summary: 'Every permission, grouped: groups → sub groups → modules (for the assignment screens)',
  }),
} as const;
