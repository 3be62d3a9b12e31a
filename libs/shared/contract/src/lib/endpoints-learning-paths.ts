import { defineEndpoint } from './endpoint';
import type { SkillCourse } from './endpoints-course-learning';
import type { ListQuery } from './envelope';
import { LEARNING_PATH_PERMISSIONS } from './learning-paths-permissions';

/*
 * Learning paths (issue 16 item 4; spec §2 youth /learning-path, /my-learning-path, /my-learning-path/{id},
 * /suggested-learning-path, /suggested-learning-path/{id}; §7 learning-path and suggested-learning-path with details
 * and enroll, suggested-courses). Migration 053_learning_paths.sql; gateway domain apps/gateway/src/domains/
 * learning-paths; ADR 0100.
 *
 * A path is an institute's ordered list of its own published courses toward one occupation, written on the lms portal
 * (view_any_learning_path to read, manage_learning_path to change; another institute's path answers 404). Only a
 * published path is public. A youth enrols in a path once (enrolling again answers the same enrolment); each course
 * is still enrolled in (and paid for) on its own page, so a course's state on the path — not enrolled, enrolled,
 * completed — is read from the youth's course enrolments and certificates. Suggestions rank published paths and
 * catalogue courses by how many of the skills the youth lacks for the jobs they look at (saved, applied to, or of
 * the occupations of their job alerts) their courses teach: the job page's skill-gap query.
 */

export const LEARNING_PATH_LIMITS = {
  title: 300,
  description: 2000,
  /** Courses of one path. */
  courses: 20,
  search: 100,
  /** Matched skills a suggestion names. */
  suggestionSkills: 5,
} as const;

export { LEARNING_PATH_PERMISSIONS } from './learning-paths-permissions';

/** `status.message` / field messages of the learning-path calls. */
export const LEARNING_PATH_MESSAGES = {
  saved: 'learning_paths.success.saved',
  deleted: 'learning_paths.success.deleted',
  enrolled: 'learning_paths.success.enrolled',
  /** A course id that is not a published course of the caller's institute (422 on course_ids). */
  courseNotPublished: 'learning_paths.errors.course_not_published',
  /** The same course twice (422 on course_ids). */
  duplicateCourse: 'learning_paths.errors.duplicate_course',
  /** A published path needs at least one course (422 on course_ids). */
  publishedEmpty: 'learning_paths.errors.published_empty',
  /** Only an institute's user writes paths (a platform administrator reads and edits them): 403 on create. */
  noInstitute: 'learning_paths.errors.no_institute',
} as const;

/** One course of a path, in its order. */
export interface LearningPathCourse {
  course_id: number;
  title: string;
  title_en: string | null;
  /** Whole Taka; 0 = free. */
  fee: number;
  /** 1…n. */
  serial: number;
}

/** A path as its institute writes it. */
export interface LearningPathBody {
  title: string;
  title_en?: string | null;
  description?: string | null;
  description_en?: string | null;
  occupation_id: number;
  published: boolean;
  /** The path's courses in order: published courses of the institute, each once. */
  course_ids: number[];
}

interface LearningPathHead {
  id: number;
  title: string;
  title_en: string | null;
  description: string | null;
  description_en: string | null;
  occupation_id: number;
  occupation_title: string;
  occupation_title_en: string | null;
  institute_title: string;
  institute_title_en: string | null;
  course_count: number;
}

/** A row of the institute's list. */
export interface LearningPathListItem extends LearningPathHead {
  published: boolean;
  updated_at: string;
}

/** One path for its institute: the list row and its courses in order. */
export interface LearningPath extends LearningPathListItem {
  courses: LearningPathCourse[];
}

export interface LearningPathListQuery extends ListQuery {
  search?: string;
}

/** A published path as anyone sees it. */
export type PublicLearningPath = LearningPathHead;

export interface PublicLearningPathDetail extends LearningPathHead {
  courses: LearningPathCourse[];
}

/** A course's state on the youth's path. */
export const PATH_COURSE_STATE = {
  NOT_ENROLLED: 'not_enrolled',
  ENROLLED: 'enrolled',
  COMPLETED: 'completed',
} as const;
export type PathCourseState = (typeof PATH_COURSE_STATE)[keyof typeof PATH_COURSE_STATE];

export interface MyPathCourse extends LearningPathCourse {
  state: PathCourseState;
}

/** A published path with the signed-in youth's state of each course. */
export interface MyLearningPathDetail extends LearningPathHead {
  /** The youth enrolled in the path. */
  enrolled: boolean;
  /** Courses completed (a certificate issued) / all the path's courses. */
  completed: number;
  total: number;
  courses: MyPathCourse[];
}

/** A row of /my-learning-path. */
export interface MyLearningPath extends LearningPathHead {
  completed: number;
  total: number;
  enrolled_at: string;
}

/** A skill the youth lacks that a suggestion teaches. */
export interface SuggestedSkill {
  id: number;
  title: string;
  title_en: string | null;
}

export interface SuggestedLearningPath extends LearningPathHead {
  /** How many of the skills the youth lacks its courses teach (the rank). */
  matched: number;
  /** The first LEARNING_PATH_LIMITS.suggestionSkills of them. */
  skills: SuggestedSkill[];
}

/** A course of the catalogue that teaches skills the youth lacks. */
export interface SuggestedCourse extends SkillCourse {
  matched: number;
  skills: SuggestedSkill[];
}

type IdParams = { id: number };
const P = LEARNING_PATH_PERMISSIONS;

export const learningPathEndpoints = {
  learningPaths: defineEndpoint<LearningPathListItem[], undefined, LearningPathListQuery>({
    method: 'GET',
    path: '/private/learning-paths',
    area: 'private',
    permission: P.view,
    list: true,
    summary: "The institute's learning paths, newest first (a title search)",
  }),
  learningPath: defineEndpoint<LearningPath, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/learning-paths/:id',
    area: 'private',
    permission: P.view,
    summary: 'One learning path of the institute with its courses in order (404 for another institute’s)',
  }),
  createLearningPath: defineEndpoint<LearningPath, LearningPathBody>({
    method: 'POST',
    path: '/private/learning-paths',
    area: 'private',
    permission: P.manage,
    summary: "Write a learning path of the caller's institute: its published courses in order",
  }),
  updateLearningPath: defineEndpoint<LearningPath, LearningPathBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/learning-paths/:id',
    area: 'private',
    permission: P.manage,
    summary: 'Change a learning path (the whole course list in its new order)',
  }),
  deleteLearningPath: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/learning-paths/:id',
    area: 'private',
    permission: P.manage,
    summary: 'Delete a learning path (its youth enrolments go with it; their course enrolments stay)',
  }),
  publicLearningPaths: defineEndpoint<PublicLearningPath[], undefined, LearningPathListQuery>({
    method: 'GET',
    path: '/public/learning-paths',
    area: 'public',
    list: true,
    summary: 'Published learning paths, newest first (a title search)',
  }),
  publicLearningPath: defineEndpoint<PublicLearningPathDetail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/public/learning-paths/:id',
    area: 'public',
    summary: 'One published learning path with its catalogue courses in order',
  }),
  myLearningPath: defineEndpoint<MyLearningPathDetail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/learning-paths/:id',
    area: 'protected',
    summary:
      "A published path with the youth's enrolment and each course's state (not enrolled, enrolled, completed)",
  }),
  enrolLearningPath: defineEndpoint<MyLearningPathDetail, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/protected/learning-paths/:id/enroll',
    area: 'protected',
    summary:
      'Enrol in a published path (once; again changes nothing). Each course is enrolled in on its own page',
  }),
  myLearningPaths: defineEndpoint<MyLearningPath[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/my-learning-paths',
    area: 'protected',
    list: true,
    summary:
      "The youth's learning paths with their progress (completed courses of all), newest enrolment first",
  }),
  suggestedLearningPaths: defineEndpoint<SuggestedLearningPath[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/suggested-learning-paths',
    area: 'protected',
    list: true,
    summary: 'Published paths ranked by how many skills the youth lacks for the jobs they look at they teach',
  }),
  suggestedCourses: defineEndpoint<SuggestedCourse[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/suggested-courses',
    area: 'protected',
    list: true,
    summary:
      'Catalogue courses ranked by how many skills the youth lacks for the jobs they look at they teach',
  }),
} as const;
