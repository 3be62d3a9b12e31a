import { bilingualTitle, defineResource, parentField, rowStatusField, tenantField } from '../define';
import { locationFields } from './organizations';

/*
 * An institute's own structure (issue 18 item 1, ADR 0083): its branches, training centres and trainers. Each record
 * belongs to one institute (`tenant: 'institute_id'`): an institute's administrators manage only their own, the
 * platform's administrators every institute's.
 */

/** The branches of an institute, each somewhere. */
export const instituteBranches = defineResource({
  name: 'institute_branches',
  permissionKey: 'institute_branch',
  segment: 'institute-branches',
  table: 'institute_branches',
  menuGroup: 'organizations',
  tenant: 'institute_id',
  fields: [
    tenantField('institute_id'),
    ...bilingualTitle({ unique: false }),
    ...locationFields,
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
});

/** Where an institute trains: a centre of the institute (or of one of its branches), with its place and contact. */
export const trainingCenters = defineResource({
  name: 'training_centers',
  permissionKey: 'training_center',
  segment: 'training-centers',
  table: 'training_centers',
  menuGroup: 'organizations',
  tenant: 'institute_id',
  fields: [
    tenantField('institute_id'),
    parentField('branch_id', 'institute_branches', { required: false, dependsOn: 'institute_id' }),
    ...bilingualTitle({ unique: false }),
    ...locationFields,
    { name: 'contact_person_name', kind: 'text', max: 300 },
    { name: 'mobile', kind: 'text', format: 'mobile', list: true, search: true },
    { name: 'email', kind: 'text', format: 'email', max: 254 },
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
});

/** The trainers of an institute (the instructors of its courses), optionally of a branch or training centre. */
export const trainers = defineResource({
  name: 'trainers',
  permissionKey: 'trainer',
  segment: 'trainers',
  table: 'trainers',
  menuGroup: 'organizations',
  tenant: 'institute_id',
  titleField: 'trainer_name',
  fields: [
    tenantField('institute_id'),
    parentField('branch_id', 'institute_branches', { required: false, dependsOn: 'institute_id' }),
    parentField('training_center_id', 'training_centers', { required: false, dependsOn: 'institute_id' }),
    { name: 'trainer_name', kind: 'text', required: true, max: 300, list: true, search: true, sort: true },
    { name: 'trainer_name_en', kind: 'text', max: 300, list: true, search: true, sort: true },
    { name: 'email', kind: 'text', format: 'email', max: 254, list: true, search: true },
    { name: 'mobile', kind: 'text', format: 'mobile', required: true, search: true },
    { name: 'subject', kind: 'text', max: 300, search: true },
    { name: 'skills', kind: 'text', max: 1000, search: true },
    { name: 'about', kind: 'multiline', max: 5000 },
    { name: 'photo', kind: 'image' },
    rowStatusField,
  ],
  defaultSort: { field: 'trainer_name_en', direction: 'asc' },
});
