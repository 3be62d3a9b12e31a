import { COURSE_LESSON_KIND, COURSE_MODULE_KIND } from '@platform/contract';
import type { SelectOption } from '@platform/ui';

/* The choices of the structure's enumerations, each named by its catalogue id (spec §3 numbering). */

const options = (values: readonly number[], prefix: string): SelectOption[] =>
  values.map((value) => ({ value, labelId: `${prefix}.${value}` }));

export const MODULE_KIND_OPTIONS = options(Object.values(COURSE_MODULE_KIND), 'course_structure.module_kind');
export const LESSON_KIND_OPTIONS = options(Object.values(COURSE_LESSON_KIND), 'course_structure.lesson_kind');

export const contentTypeLabelId = (type: number) => `course_structure.content_type.${type}`;

/** The three levels of a course's structure. */
export type Level = 'module' | 'lesson' | 'content';
