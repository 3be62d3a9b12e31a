import { SKILL_TYPE } from '@platform/contract';
import { bilingualTitle, defineResource, enumOptions, rowStatusField } from '../define';

/** Skills youths map to their profile and jobs require (spec §3 skill type: 1 basic, 2 specialized). */
export const skills = defineResource({
  name: 'skills',
  permissionKey: 'skill',
  segment: 'skills',
  table: 'skills',
  menuGroup: 'skills',
  fields: [
    ...bilingualTitle(),
    {
      name: 'skill_type',
      kind: 'enum',
      required: true,
      options: enumOptions('skill_type', SKILL_TYPE),
      list: true,
      filter: true,
      sort: true,
    },
    { name: 'description', kind: 'multiline', max: 1000 },
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'skills' },
  referencedBy: [{ table: 'job_skills', column: 'skill_id' }],
  importable: true,
  bulkDelete: true,
});
