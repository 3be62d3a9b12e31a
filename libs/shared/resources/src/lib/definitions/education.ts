import { bilingualTitle, defineResource, rowStatusField, parentField } from '../define';

const code = {
  name: 'code',
  kind: 'text',
  max: 30,
  unique: true,
  list: true,
  search: true,
  sort: true,
} as const;

/** Certificate-level education (spec §3: PSC, JSC, SSC, HSC, diploma, honours, masters, PhD). */
export const educationLevels = defineResource({
  name: 'education_levels',
  permissionKey: 'education_level',
  segment: 'education-levels',
  table: 'education_levels',
  menuGroup: 'education',
  fields: [...bilingualTitle(), code, rowStatusField],
  defaultSort: { field: 'id', direction: 'asc' },
  lookup: { segment: 'education-levels' },
  referencedBy: [{ table: 'exam_degrees', column: 'education_level_id' }],
});

/** Exam degrees (SSC, Dakhil, B.Sc. …), each under an education level. */
export const examDegrees = defineResource({
  name: 'exam_degrees',
  permissionKey: 'exam_degree',
  segment: 'exam-degrees',
  table: 'exam_degrees',
  menuGroup: 'education',
  fields: [
    ...bilingualTitle({ unique: false }),
    parentField('education_level_id', 'education_levels'),
    rowStatusField,
  ],
  defaultSort: { field: 'id', direction: 'asc' },
  lookup: { segment: 'education-degrees' },
  importable: true,
});

/** Education boards (Dhaka, Rajshahi, Madrasah, Technical …). */
export const educationBoards = defineResource({
  name: 'education_boards',
  permissionKey: 'education_board',
  segment: 'education-boards',
  table: 'education_boards',
  menuGroup: 'education',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'education-boards' },
  importable: true,
});

/** Education groups (science, humanities, business studies …). */
export const educationGroups = defineResource({
  name: 'education_groups',
  permissionKey: 'education_group',
  segment: 'education-groups',
  table: 'education_groups',
  menuGroup: 'education',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'education-groups' },
  importable: true,
});

/** Result kinds (first division, GPA, CGPA, appeared …) and which of marks / CGPA each asks for. */
export const educationResults = defineResource({
  name: 'education_results',
  permissionKey: 'education_result',
  segment: 'education-results',
  table: 'education_results',
  menuGroup: 'education',
  fields: [
    ...bilingualTitle(),
    code,
    { name: 'is_marks_required', kind: 'boolean', list: true, filter: true },
    { name: 'is_cgpa_required', kind: 'boolean', list: true, filter: true },
    rowStatusField,
  ],
  defaultSort: { field: 'id', direction: 'asc' },
  lookup: { segment: 'education-results' },
});
