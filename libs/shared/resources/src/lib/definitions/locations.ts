import { bilingualTitle, defineResource, parentField, rowStatusField } from '../define';
import type { TextField } from '../types';

/** The code of the Bangladesh Bureau of Statistics, on divisions, districts and upazilas. */
const bbsCode: TextField = { name: 'bbs_code', kind: 'text', max: 10, list: true, search: true };

/** Countries (nationality, foreign institutes, addresses abroad). */
export const countries = defineResource({
  name: 'countries',
  permissionKey: 'country',
  segment: 'countries',
  table: 'countries',
  menuGroup: 'locations',
  fields: [
    ...bilingualTitle(),
    { name: 'code', kind: 'text', max: 3, unique: true, list: true, search: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'countries' },
  importable: true,
});

/** The 8 divisions of Bangladesh. */
export const divisions = defineResource({
  name: 'divisions',
  permissionKey: 'division',
  segment: 'divisions',
  table: 'divisions',
  menuGroup: 'locations',
  fields: [...bilingualTitle(), bbsCode, rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'divisions' },
  referencedBy: [
    { table: 'districts', column: 'division_id' },
    { table: 'job_locations', column: 'loc_division_id' },
  ],
});

/** The 64 districts, each in a division. */
export const districts = defineResource({
  name: 'districts',
  permissionKey: 'district',
  segment: 'districts',
  table: 'districts',
  menuGroup: 'locations',
  fields: [
    ...bilingualTitle({ unique: false }),
    parentField('division_id', 'divisions'),
    bbsCode,
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'districts' },
  referencedBy: [
    { table: 'upazilas', column: 'district_id' },
    { table: 'job_locations', column: 'loc_district_id' },
  ],
});

/** The upazilas (sub-districts), each in a district (and so in a division). */
export const upazilas = defineResource({
  name: 'upazilas',
  permissionKey: 'upazila',
  segment: 'upazilas',
  table: 'upazilas',
  menuGroup: 'locations',
  fields: [
    ...bilingualTitle({ unique: false }),
    parentField('division_id', 'divisions'),
    parentField('district_id', 'districts', { dependsOn: 'division_id' }),
    bbsCode,
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'upazilas' },
  referencedBy: [{ table: 'job_locations', column: 'loc_upazila_id' }],
});
