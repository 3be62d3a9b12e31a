import { bilingualTitle, defineResource, rowStatusField, parentField } from '../define';

/** Kinds of organisation (government, private, NGO …). */
export const organizationTypes = defineResource({
  name: 'organization_types',
  permissionKey: 'organization_type',
  segment: 'organization-types',
  table: 'organization_types',
  menuGroup: 'organizations',
  fields: [
    ...bilingualTitle(),
    { name: 'is_government', kind: 'boolean', list: true, filter: true },
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
});

/** Kinds of organisation unit (head office, branch, department …). */
export const organizationUnitTypes = defineResource({
  name: 'organization_unit_types',
  permissionKey: 'organization_unit_type',
  segment: 'organization-unit-types',
  table: 'organization_unit_types',
  menuGroup: 'organizations',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
});

/** Kinds of rank (civil service grades, military ranks …). */
export const rankTypes = defineResource({
  name: 'rank_types',
  permissionKey: 'rank_type',
  segment: 'rank-types',
  table: 'rank_types',
  menuGroup: 'organizations',
  fields: [...bilingualTitle(), { name: 'description', kind: 'multiline', max: 1000 }, rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  referencedBy: [{ table: 'ranks', column: 'rank_type_id' }],
});

/** Ranks within a rank type, ordered by grade. */
export const ranks = defineResource({
  name: 'ranks',
  permissionKey: 'rank',
  segment: 'ranks',
  table: 'ranks',
  menuGroup: 'organizations',
  fields: [
    ...bilingualTitle({ unique: false }),
    parentField('rank_type_id', 'rank_types'),
    { name: 'grade', kind: 'text', max: 50, list: true, sort: true },
    { name: 'display_order', kind: 'number', integer: true, min: 0, max: 9999, list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'display_order', direction: 'asc' },
});

/**
 * Organisations (employers, associations of recruiters …): the tenant of their users and org-specific roles. Their
 * permission grants are assigned on the show page (`/organizations/{id}`, admin override in feature-users).
 */
export const organizations = defineResource({
  name: 'organizations',
  permissionKey: 'organization',
  segment: 'organizations',
  table: 'organizations',
  menuGroup: 'organizations',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  referencedBy: [
    { table: 'users', column: 'organization_id' },
    { table: 'roles', column: 'organization_id' },
    { table: 'jobs', column: 'organization_id' },
  ],
});

/** Training institutes: the tenant of their content providers, trainers and assessors. */
export const institutes = defineResource({
  name: 'institutes',
  permissionKey: 'institute',
  segment: 'institutes',
  table: 'institutes',
  menuGroup: 'organizations',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  referencedBy: [{ table: 'users', column: 'institute_id' }],
});
