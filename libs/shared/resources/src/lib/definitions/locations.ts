import { bilingualTitle, defineResource, rowStatusField } from '../define';

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
  fields: [
    ...bilingualTitle(),
    { name: 'bbs_code', kind: 'text', max: 10, list: true, search: true },
    rowStatusField,
  ],
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
    {
      name: 'division_id',
      kind: 'reference',
      resource: 'divisions',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'bbs_code', kind: 'text', max: 10, list: true, search: true },
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
    {
      name: 'division_id',
      kind: 'reference',
      resource: 'divisions',
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'district_id',
      kind: 'reference',
      resource: 'districts',
      dependsOn: 'division_id',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'bbs_code', kind: 'text', max: 10, list: true, search: true },
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'upazilas' },
  referencedBy: [{ table: 'job_locations', column: 'loc_upazila_id' }],
});
