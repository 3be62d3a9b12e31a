import { ROLE_PERMISSION_METHODS } from '../constants';
import { bilingualTitle, defineResource, enumOptions, rowStatusField, parentField } from '../define';

const key = {
  name: 'key',
  kind: 'text',
  required: true,
  max: 191,
  unique: true,
  list: true,
  search: true,
  sort: true,
} as const;

/** Top level of the permission tree (spec §6: permission groups → sub groups → permissions). */
export const permissionGroups = defineResource({
  name: 'permission_groups',
  permissionKey: 'permission_group',
  segment: 'permission-groups',
  table: 'permission_groups',
  menuGroup: 'user_management',
  fields: [...bilingualTitle(), key, rowStatusField],
  defaultSort: { field: 'id', direction: 'asc' },
  referencedBy: [{ table: 'permission_sub_groups', column: 'group_id' }],
});

export const permissionSubGroups = defineResource({
  name: 'permission_sub_groups',
  permissionKey: 'permission_sub_group',
  segment: 'permission-sub-groups',
  table: 'permission_sub_groups',
  menuGroup: 'user_management',
  fields: [...bilingualTitle(), key, parentField('group_id', 'permission_groups'), rowStatusField],
  defaultSort: { field: 'id', direction: 'asc' },
  referencedBy: [{ table: 'permissions', column: 'sub_group_id' }],
});

/** One permission: the key a route declares, its uri and method, and the module it belongs to. */
export const permissions = defineResource({
  name: 'permissions',
  permissionKey: 'permission',
  segment: 'permissions',
  table: 'permissions',
  titleField: 'key',
  menuGroup: 'user_management',
  fields: [
    key,
    { name: 'uri', kind: 'text', required: true, max: 300, list: true, search: true, sort: true },
    {
      name: 'method',
      kind: 'enum',
      required: true,
      options: enumOptions('permission_method', ROLE_PERMISSION_METHODS),
      list: true,
      filter: true,
    },
    {
      name: 'module',
      kind: 'text',
      required: true,
      max: 100,
      list: true,
      search: true,
      sort: true,
      filter: true,
    },
    { name: 'sub_group_id', kind: 'reference', resource: 'permission_sub_groups', list: true, filter: true },
    rowStatusField,
  ],
  defaultSort: { field: 'module', direction: 'asc' },
});

/** Roles: a named set of permissions (assigned on /roles/{id}), optionally of one organisation. */
export const roles = defineResource({
  name: 'roles',
  permissionKey: 'role',
  segment: 'roles',
  table: 'roles',
  menuGroup: 'user_management',
  fields: [...bilingualTitle(), key, rowStatusField],
  defaultSort: { field: 'id', direction: 'asc' },
  referencedBy: [{ table: 'users', column: 'role_id' }],
});
