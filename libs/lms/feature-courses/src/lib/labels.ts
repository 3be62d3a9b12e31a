import {
  COURSE_DIFFICULTY,
  COURSE_LEVEL,
  COURSE_PUBLICATION,
  COURSE_TYPE,
  type CoursePublication,
  LANGUAGE_MEDIUM,
} from '@platform/contract';
import type { SelectOption } from '@platform/ui';

/* The choices of a course's enumerations, each named by its catalogue id. */

const options = (values: readonly (string | number)[], prefix: string): SelectOption[] =>
  values.map((value) => ({ value, labelId: `${prefix}.${value}` }));

export const TYPE_OPTIONS = options(Object.values(COURSE_TYPE), 'courses.type');
export const LEVEL_OPTIONS = options(Object.values(COURSE_LEVEL), 'courses.level');
export const MEDIUM_OPTIONS = options(Object.values(LANGUAGE_MEDIUM), 'courses.medium');
export const DIFFICULTY_OPTIONS = options(Object.values(COURSE_DIFFICULTY), 'courses.difficulty');
export const PUBLICATIONS: readonly CoursePublication[] = Object.values(COURSE_PUBLICATION);

export const statusLabelId = (rowStatus: number) =>
  rowStatus === 1 ? 'courses.status.active' : 'courses.status.inactive';
export const publicationLabelId = (p: CoursePublication) => `courses.publication.${p}`;
