import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import type { ValueOf } from './enums';
import type { DeactivationBody } from './staff-deactivation';
import { COURSE_PERMISSIONS } from './courses-permissions';

/*
 * Courses of a training institute (issue 15 item 1; spec §2 lms /courses, /courses/create, /courses/{id}/edit,
 * /courses/{id}/read; §3 course and course_post fields, course difficulty and course type; §4 active/inactive,
 * publish/unpublish, archive; §5 "course end date must be greater than start date"; §7 private courses CRUD and
 * toggle-status). Migration 022_courses.sql; gateway domain apps/gateway/src/domains/courses.
 *
 * Tenancy: a content provider's calls act on the courses of the caller's institute only; another institute's course
 * id answers 404. A system admin (no tenant) reads every course but creates none (a course belongs to an institute).
 *
 * The descriptive fields (overview, objectives, contents …) are plain text: the gateway stores what was typed
 * (trimmed, NFC) and every screen shows it as text, so no HTML is ever interpreted.
 *
 * Labels: catalogue area `courses.*` (libs/shared/i18n/src/catalogue/courses.ts).
 */

/** Spec §3 course type numbering: 1 online, 2 live, 3 imported, 4 program. */
export const COURSE_TYPE = { ONLINE: 1, LIVE: 2, IMPORTED: 3, PROGRAM: 4 } as const;
export type CourseType = ValueOf<typeof COURSE_TYPE>;

/** Spec §3 course difficulty: EASY 1, MEDIUM 2, HARD 3. */
export const COURSE_DIFFICULTY = { EASY: 1, MEDIUM: 2, HARD: 3 } as const;
export type CourseDifficulty = ValueOf<typeof COURSE_DIFFICULTY>;

/** Course level (the predecessor's numbering): 1 beginner, 2 intermediate, 3 expert. */
export const COURSE_LEVEL = { BEGINNER: 1, INTERMEDIATE: 2, EXPERT: 3 } as const;
export type CourseLevel = ValueOf<typeof COURSE_LEVEL>;

/** Language medium (the predecessor's numbering): 1 Bengali, 2 English. */
export const LANGUAGE_MEDIUM = { BENGALI: 1, ENGLISH: 2 } as const;
export type LanguageMedium = ValueOf<typeof LANGUAGE_MEDIUM>;

/**
 * Where a course is in its life (spec §4 publish / unpublish / archive): a new course is a draft; publishing shows it
 * to youth (next issue), unpublishing takes it back to a draft; an archived course is kept but no longer changes.
 */
export const COURSE_PUBLICATION = { DRAFT: 'draft', PUBLISHED: 'published', ARCHIVED: 'archived' } as const;
export type CoursePublication = ValueOf<typeof COURSE_PUBLICATION>;

export { COURSE_PERMISSIONS } from './courses-permissions';

export const COURSE_LIMITS = {
  title: 1000,
  titleEn: 500,
  /** Each descriptive field (overview, objectives, contents …). */
  text: 5000,
  /** Nature, learner type, category. */
  label: 200,
  durationHoursMax: 10000,
  /** Whole Taka; 0 = free. */
  feeMax: 1000000,
  skills: 20,
  dependencies: 10,
  instructors: 10,
} as const;

/** The descriptive fields, each in Bengali and English (spec §3 pairs them). */
export const COURSE_TEXT_FIELDS = [
  'overview',
  'target_group',
  'objectives',
  'contents',
  'training_methodology',
  'evaluation_system',
  'prerequisite',
  'eligibility',
] as const;
export type CourseTextField = (typeof COURSE_TEXT_FIELDS)[number];

/**
 * The descriptive texts of a course, each field in Bengali and its `_en` in English (plain text, null when empty):
 * the course as the institute edits it (`Course`, `CourseBody`) and the catalogue's public page
 * (`CatalogueCourseDetail`) carry the same ones.
 */
export interface CourseTexts {
  overview: string | null;
  overview_en: string | null;
  target_group: string | null;
  target_group_en: string | null;
  objectives: string | null;
  objectives_en: string | null;
  contents: string | null;
  contents_en: string | null;
  training_methodology: string | null;
  training_methodology_en: string | null;
  evaluation_system: string | null;
  evaluation_system_en: string | null;
  prerequisite: string | null;
  prerequisite_en: string | null;
  eligibility: string | null;
  eligibility_en: string | null;
}

/** A course as the form sends it (create and edit). Dates are 'YYYY-MM-DD'. */
export interface CourseBody extends Partial<CourseTexts> {
  title: string;
  title_en?: string | null;
  course_type: CourseType;
  duration_hours: number;
  /** Whole Taka; 0 = free. */
  fee: number;
  language_medium: LanguageMedium;
  level: CourseLevel;
  /** A public image the caller uploaded (POST /protected/files?accept=image&visibility=public), or null. */
  cover_file_id?: string | null;
  publish_date?: string | null;
  nature?: string | null;
  difficulty?: CourseDifficulty | null;
  learner_type?: string | null;
  category?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  /** Ids of the skills list (GET /public/skills). */
  skill_ids?: number[];
  /** Spec §3 course_post dependencies: courses of the same institute this one builds on (no cycle). */
  dependency_ids?: number[];
  /** Issue 18 item 1: trainers of the course's own institute (GET /private/trainers), in order; another's is 422. */
  instructor_ids?: number[];
}

export interface CourseSkill {
  id: number;
  title: string;
  title_en: string | null;
}

/** One row of the course list. */
export interface CourseListItem {
  id: number;
  /** Made by the gateway: "C" and the id, six digits. */
  code: string;
  title: string;
  title_en: string | null;
  course_type: CourseType;
  duration_hours: number;
  fee: number;
  row_status: 0 | 1;
  publication_status: CoursePublication;
  start_date: string | null;
  end_date: string | null;
  /** `/files/<id>` of the cover image, or null. */
  cover_path: string | null;
  institute_id: number;
  updated_at: string;
}

/** A course with every field. */
export interface Course extends CourseListItem, CourseTexts {
  language_medium: LanguageMedium;
  level: CourseLevel;
  cover_file_id: string | null;
  publish_date: string | null;
  nature: string | null;
  difficulty: CourseDifficulty | null;
  learner_type: string | null;
  category: string | null;
  skills: CourseSkill[];
  /** The courses it builds on (same institute). */
  dependencies: CourseSkill[];
  /** Its instructors: trainers of its institute (title is the trainer's name). */
  instructors: CourseSkill[];
  institute_title: string;
  institute_title_en: string | null;
  published_at: string | null;
  created_at: string;
  /** When platform staff took the course out of the public catalogue (ADR 0107); null otherwise. */
  deactivated_at?: string | null;
  /** Why platform staff took it out, as they wrote it (ADR 0112); null when not deactivated. */
  deactivation_reason?: string | null;
  /** Who took it out: the staff member's name, for platform staff only (null for the institute). */
  deactivated_by_name?: string | null;
}

export interface CourseListQuery extends ListQuery {
  /** Title, English title or code. */
  search?: string;
  course_type?: CourseType;
  row_status?: 0 | 1;
  publication_status?: CoursePublication;
}

/** One row of the admin's platform-wide course list (ADR 0107): the list row with its institute and deactivation. */
export interface PlatformCourse extends CourseListItem {
  institute_title: string;
  institute_title_en: string | null;
  published_at: string | null;
  /** When platform staff took the course out of the catalogue; null while the catalogue may show it. */
  deactivated_at: string | null;
  /** Why they took it out (ADR 0112); null when not deactivated. */
  deactivation_reason: string | null;
}

/** Query of the platform-wide course list; every filter is optional and they combine with "and". */
export interface PlatformCourseListQuery extends CourseListQuery {
  institute_id?: number;
  /** 1: only the courses staff deactivated; 0: only the others. */
  deactivated?: 0 | 1;
}

/** The caller's courses counted by status (the lms home). */
export interface CourseStatusCounts {
  total: number;
  active: number;
  inactive: number;
  draft: number;
  published: number;
  archived: number;
  /** Live courses whose schedule waits for an approver (ADR 0090): the home's pending approvals. */
  schedules_pending: number;
  /** Live courses whose schedule an approver rejected: to change and send again. */
  schedules_rejected: number;
}

/** `status.message` of a refused change of a course's life (409). */
export const COURSE_ERRORS = {
  /** Publish, unpublish or archive from a state that does not allow it. */
  transition: 'courses.errors.transition',
  /** An archived course does not change any more. */
  archived: 'courses.errors.archived',
  /** A course that has ever been published is archived, not deleted. */
  published: 'courses.errors.published',
  /** A dependency that would make a course depend on itself (directly or through others). */
  dependencyCycle: 'courses.errors.dependency_cycle',
  /** Only a user of an institute creates courses. */
  noInstitute: 'courses.errors.no_institute',
  /** Deactivate of a course that is not published, or is deactivated already (ADR 0107). */
  notDeactivatable: 'courses.errors.not_deactivatable',
  /** Restore of a course that is not deactivated. */
  notDeactivated: 'courses.errors.not_deactivated',
} as const;

type IdParams = { id: number };
const P = COURSE_PERMISSIONS;

export const courseEndpoints = {
  courses: defineEndpoint<CourseListItem[], undefined, CourseListQuery>({
    method: 'GET',
    path: '/private/courses',
    area: 'private',
    permission: P.viewCourse,
    list: true,
    summary:
      "The institute's courses, newest first; search by title or code, filter by type, status, publication",
  }),
  courseStatusCounts: defineEndpoint<CourseStatusCounts>({
    method: 'GET',
    path: '/private/course-status-counts',
    area: 'private',
    permission: P.viewCourse,
    summary: "The institute's courses counted by status and publication",
  }),
  createCourse: defineEndpoint<Course, CourseBody>({
    method: 'POST',
    path: '/private/courses',
    area: 'private',
    permission: P.manageCourse,
    summary: "Create a course of the caller's institute (a draft, active)",
  }),
  course: defineEndpoint<Course, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/courses/:id',
    area: 'private',
    permission: P.viewCourse,
    summary: 'A course with every field',
  }),
  updateCourse: defineEndpoint<Course, CourseBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/courses/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Edit a course (409 courses.errors.archived once archived)',
  }),
  toggleCourseStatus: defineEndpoint<Course, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/toggle-status',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Switch a course between active and inactive',
  }),
  publishCourse: defineEndpoint<Course, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/publish',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Publish a draft course (409 courses.errors.transition otherwise)',
  }),
  unpublishCourse: defineEndpoint<Course, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/unpublish',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Take a published course back to a draft',
  }),
  deleteCourse: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/courses/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Delete a course that was never published (409 courses.errors.published otherwise: archive it)',
  }),
  archiveCourse: defineEndpoint<Course, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/archive',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Archive a draft or published course (it no longer changes)',
  }),
  // the admin's platform-wide list and its staff actions (issue 17 item 8; ADR 0107)
  platformCourses: defineEndpoint<PlatformCourse[], undefined, PlatformCourseListQuery>({
    method: 'GET',
    path: '/private/courses/platform',
    area: 'private',
    permission: P.viewPlatformCourses,
    list: true,
    summary:
      "Every institute's courses, newest first: search by title or code; institute, status, publication, deactivated",
  }),
  deactivateCourse: defineEndpoint<PlatformCourse, DeactivationBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/courses/:id/deactivate',
    area: 'private',
    permission: P.deactivateCourse,
    summary:
      "Take a published course out of the public catalogue with a reason; the institute's admins are told (success: courses.success.deactivated)",
  }),
  restoreCourse: defineEndpoint<PlatformCourse, undefined, undefined, IdParams>({
    method: 'PUT',
    path: '/private/courses/:id/restore',
    area: 'private',
    permission: P.deactivateCourse,
    summary:
      "Put a deactivated course back in the catalogue; the institute's admins are told (success: courses.success.restored)",
  }),
};
