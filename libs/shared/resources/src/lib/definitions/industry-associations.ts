import { bilingualTitle, defineResource, rowStatusField } from '../define';
import { profileFields } from './organizations';

/**
 * Industry associations and chambers (spec §3: the profile an organisation and an institute share): the tenant of
 * their admins, who approve their member organisations and those members' vacancies (issue 18 item 2, ADR 0092).
 */
export const industryAssociations = defineResource({
  name: 'industry_associations',
  permissionKey: 'industry_association',
  segment: 'industry-associations',
  table: 'industry_associations',
  menuGroup: 'organizations',
  fields: [...bilingualTitle(), ...profileFields, rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'industry-associations' },
  referencedBy: [
    { table: 'users', column: 'industry_association_id' },
    { table: 'association_memberships', column: 'industry_association_id' },
  ],
});
