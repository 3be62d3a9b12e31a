import { bilingualTitle, defineResource, rowStatusField, parentField, tenantField } from '../define';
import type { FieldDef } from '../types';

/**
 * Where a place is (spec §3): an optional division, district and upazila, each choice narrowed by the one before
 * (the location lookups), and a street address.
 */
export const locationFields: readonly FieldDef[] = [
  { name: 'address', kind: 'multiline', max: 500 },
  parentField('division_id', 'divisions', { required: false, list: false }),
  parentField('district_id', 'districts', { required: false, list: false, dependsOn: 'division_id' }),
  parentField('upazila_id', 'upazilas', { required: false, list: false, dependsOn: 'district_id' }),
];

/**
 * The profile of spec §3 an organisation and an institute share (the core set; every column nullable): its head of
 * office, contact person, trade licence, year of establishment and TIN.
 */
export const profileFields: readonly FieldDef[] = [
  { name: 'address', kind: 'multiline', max: 500 },
  { name: 'head_of_office', kind: 'text', max: 300 },
  { name: 'contact_person_name', kind: 'text', max: 300, list: true, search: true },
  { name: 'contact_person_mobile', kind: 'text', format: 'mobile', list: true, search: true },
  { name: 'contact_person_email', kind: 'text', format: 'email', max: 254 },
  { name: 'trade_licence_no', kind: 'text', max: 100, search: true },
  { name: 'establish_year', kind: 'number', integer: true, min: 1800, max: 2100, sort: true },
  { name: 'tin', kind: 'text', max: 50 },
];

/**
 * The rest of spec §3's profile of an organisation or institute (an SME survey's questions; every column nullable or
 * false): renewal, investment and assets, raw materials, trade, employee counts by kind, how it keeps accounts and uses
 * computers and the internet, who gave and took the information, the factory, the land, and its memberships.
 */
export const smeFields: readonly FieldDef[] = [
  { name: 'last_renewal_year', kind: 'number', integer: true, min: 1800, max: 2100 },
  { name: 'investment_amount', kind: 'number', min: 0, max: 1_000_000_000_000 },
  { name: 'total_assets', kind: 'number', min: 0, max: 1_000_000_000_000 },
  { name: 'raw_materials', kind: 'multiline', max: 1000 },
  { name: 'does_import', kind: 'boolean' },
  { name: 'does_export', kind: 'boolean' },
  { name: 'permanent_employee_count', kind: 'number', integer: true, min: 0, max: 10_000_000 },
  { name: 'temporary_employee_count', kind: 'number', integer: true, min: 0, max: 10_000_000 },
  { name: 'seasonal_employee_count', kind: 'number', integer: true, min: 0, max: 10_000_000 },
  { name: 'keeps_daily_accounts', kind: 'boolean' },
  { name: 'uses_computer', kind: 'boolean' },
  { name: 'uses_internet', kind: 'boolean' },
  { name: 'does_online_business', kind: 'boolean' },
  { name: 'info_provider_name', kind: 'text', max: 300 },
  { name: 'info_collector_name', kind: 'text', max: 300 },
  { name: 'factory_address', kind: 'multiline', max: 500 },
  {
    name: 'land_ownership',
    kind: 'enum',
    options: [
      { value: 'own', labelId: 'enums.land_ownership.own' },
      { value: 'rent', labelId: 'enums.land_ownership.rent' },
    ],
  },
  { name: 'membership_id', kind: 'text', max: 100 },
  { name: 'membership_last_renew_year', kind: 'number', integer: true, min: 1800, max: 2100 },
  { name: 'chamber_membership', kind: 'text', max: 300 },
];

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

/** What the public vendor page (`vendors/{id}`, ADR 0099) shows of an organisation or institute. */
const publicPageFields: readonly FieldDef[] = [
  { name: 'logo', kind: 'image' },
  { name: 'description', kind: 'multiline', max: 2000 },
];

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
  fields: [
    ...bilingualTitle(),
    parentField('organization_type_id', 'organization_types', { required: false }),
    ...profileFields,
    { name: 'employee_count', kind: 'number', integer: true, min: 0, max: 10_000_000, sort: true },
    { name: 'main_product', kind: 'text', max: 300 },
    ...smeFields,
    ...publicPageFields,
    rowStatusField,
  ],
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
  fields: [
    ...bilingualTitle(),
    { name: 'is_government', kind: 'boolean', list: true, filter: true },
    ...profileFields,
    ...smeFields,
    ...publicPageFields,
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
  referencedBy: [{ table: 'users', column: 'institute_id' }],
});

/** The units of an organisation (head office, departments …), of a unit type, somewhere (ADR 0083: its own only). */
export const organizationUnits = defineResource({
  name: 'organization_units',
  permissionKey: 'organization_unit',
  segment: 'organization-units',
  table: 'organization_units',
  menuGroup: 'organizations',
  tenant: 'organization_id',
  fields: [
    tenantField('organization_id'),
    parentField('organization_unit_type_id', 'organization_unit_types'),
    ...bilingualTitle({ unique: false }),
    ...locationFields,
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
});
