import { COURSE_LESSON_KIND, COURSE_MODULE_KIND } from '@platform/contract';
import { optionsOf } from '@platform/ui';

/* The choices of the structure's enumerations, each named by its catalogue id (spec §3 numbering). */

export const MODULE_KIND_OPTIONS = optionsOf(COURSE_MODULE_KIND, 'course_structure.module_kind');
export const LESSON_KIND_OPTIONS = optionsOf(COURSE_LESSON_KIND, 'course_structure.lesson_kind');

export const contentTypeLabelId = (type: number) => `course_structure.content_type.${type}`;

/** The three levels of a course's structure. */
export type Level = 'module' | 'lesson' | 'content';
