import {
  COURSE_DIFFICULTY,
  COURSE_LEVEL,
  COURSE_PUBLICATION,
  COURSE_TYPE,
  type CoursePublication,
  LANGUAGE_MEDIUM,
} from '@platform/contract';
import { optionsOf } from '@platform/ui';

/* The choices of a course's enumerations, each named by its catalogue id. */

export const TYPE_OPTIONS = optionsOf(COURSE_TYPE, 'courses.type');
export const LEVEL_OPTIONS = optionsOf(COURSE_LEVEL, 'courses.level');
export const MEDIUM_OPTIONS = optionsOf(LANGUAGE_MEDIUM, 'courses.medium');
export const DIFFICULTY_OPTIONS = optionsOf(COURSE_DIFFICULTY, 'courses.difficulty');
export const PUBLICATIONS: readonly CoursePublication[] = Object.values(COURSE_PUBLICATION);

export const statusLabelId = (rowStatus: number) =>
  rowStatus === 1 ? 'courses.status.active' : 'courses.status.inactive';
export const publicationLabelId = (p: CoursePublication) => `courses.publication.${p}`;
