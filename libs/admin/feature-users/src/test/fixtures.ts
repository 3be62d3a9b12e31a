import type { AdminUser, PermissionTreeGroup, PermissionTreeItem } from '@platform/contract';
import type { ResourceRecord } from '@platform/resources';
import { makeTitledRecord } from '@platform/testing';

/** Test data of the identity administration screens. */

/** Every key of the screens (the signed-in test admin is id 1). */
export const ALL_KEYS = [
  'view_any_user',
  'view_single_user',
  'create_user',
  'update_user',
  'assign_permission_to_user',
  'assign_permission_to_role',
  'view_any_permission',
  'assign_message_channel',
  'approve_vendor',
  'view_any_role',
  'view_single_role',
  'update_role',
];

export function adminUser(id: number, over: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: `user${id}`,
    full_name: `ব্যবহারকারী ${id}`,
    full_name_en: `User ${id}`,
    designation: null,
    email: `user${id}@example.com`,
    mobile: '01711000000',
    user_type_code: 1,
    role_id: 1,
    role_title: 'সিস্টেম অ্যাডমিন',
    role_title_en: 'System Admin',
    organization_id: null,
    institute_id: null,
    row_status: 1,
    message_channels: ['email', 'sms', 'in_app'],
    vendor_status: null,
    vendor_rejection_reason: null,
    created_at: '2026-03-01T00:00:00Z',
    updated_at: '2026-03-01T00:00:00Z',
    ...over,
  };
}

export const users: AdminUser[] = [
  adminUser(1, { username: 'admin', full_name_en: 'System Admin' }),
  adminUser(20, {
    username: 'vendor_pending1',
    full_name: 'রাশেদ খান',
    full_name_en: 'Rashed Khan',
    user_type_code: 2,
    role_id: 4,
    role_title: 'কনটেন্ট প্রোভাইডার',
    role_title_en: 'Content Provider',
    row_status: 0,
    vendor_status: 'pending',
  }),
  adminUser(8, {
    username: 'youth',
    full_name: 'রহিম উদ্দিন',
    full_name_en: 'Rahim Uddin',
    user_type_code: 3,
    role_id: 7,
    role_title: 'যুব',
    role_title_en: 'Youth',
  }),
  adminUser(9, {
    username: 'youth2',
    full_name_en: 'Sumaiya Khatun',
    user_type_code: 3,
    row_status: 0,
    role_id: null,
    role_title: null,
    role_title_en: null,
  }),
];

export function role(id: number, title_en: string, over: Partial<ResourceRecord> = {}): ResourceRecord {
  return makeTitledRecord(id, `রোল ${id}`, title_en, {
    key: title_en.toLowerCase().replace(/\s+/g, '_'),
    ...over,
  });
}

const p = (
  id: number,
  key: string,
  module: string,
  method: PermissionTreeItem['method'] = 'GET',
): PermissionTreeItem => ({
  id,
  key,
  uri: `/private/${module}`,
  method,
  module,
});

/** A sub group holding one module of its own key, with the module's permissions. */
const subGroup = (
  id: number,
  key: string,
  title: string,
  title_en: string,
  permissions: PermissionTreeItem[],
): PermissionTreeGroup['sub_groups'][number] => ({
  id,
  key,
  title,
  title_en,
  modules: [{ module: key, permissions }],
});

export const tree: PermissionTreeGroup[] = [
  {
    id: 1,
    key: 'platform',
    title: 'প্ল্যাটফর্ম পরিচালনা',
    title_en: 'Platform administration',
    sub_groups: [
      subGroup(10, 'users', 'ব্যবহারকারী', 'Users', [
        p(11, 'view_any_user', 'users'),
        p(12, 'create_user', 'users', 'POST'),
        p(13, 'approve_vendor', 'users', 'PUT'),
      ]),
      subGroup(20, 'app-settings', 'সাইট সেটিংস', 'Site settings', [
        p(21, 'view_app_settings', 'app-settings'),
        p(22, 'update_app_settings', 'app-settings', 'PUT'),
      ]),
    ],
  },
];

/** Keys of the tenant pickers and of the organisation page (a platform administrator holds them all). */
export const TENANT_KEYS = [
  'view_any_organization',
  'view_single_organization',
  'view_any_institute',
  'view_single_institute',
];

export const organizationRecords: ResourceRecord[] = [
  makeTitledRecord(1, 'ঢাকা টেক লিমিটেড', 'Dhaka Tech Ltd.'),
  makeTitledRecord(2, 'চট্টগ্রাম গার্মেন্টস লিমিটেড', 'Chattogram Garments Ltd.'),
];

export const instituteRecords: ResourceRecord[] = [
  makeTitledRecord(1, 'রাজশাহী কারিগরি প্রশিক্ষণ ইনস্টিটিউট', 'Rajshahi Technical Training Institute'),
];
