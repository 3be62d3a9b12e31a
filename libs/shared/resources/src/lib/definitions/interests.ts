import { bilingualTitle, defineResource, rowStatusField } from '../define';

/** What a youth is interested in (profile setup step "interest"). */
export const areaOfInterests = defineResource({
  name: 'area_of_interests',
  permissionKey: 'area_of_interest',
  segment: 'area-of-interests',
  table: 'area_of_interests',
  menuGroup: 'skills',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'area-of-interests' },
  importable: true,
  bulkDelete: true,
});

/** What a youth aspires to be (profile setup step "aspire-to-be"). */
export const areaOfAspirations = defineResource({
  name: 'area_of_aspirations',
  permissionKey: 'area_of_aspiration',
  segment: 'area-of-aspirations',
  table: 'area_of_aspirations',
  menuGroup: 'skills',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'area-of-aspirations' },
  importable: true,
  bulkDelete: true,
});
