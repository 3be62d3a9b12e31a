import { defineEndpoint } from './endpoint';
import { COURSE_PERMISSIONS } from './endpoints-courses';

/*
 * Batches of a course (issue 15 item 5, first part; spec §3 batch: total seat, available seat, start and end date,
 * registration start and end date; §5 "start date must be before the registration end date" and "end date must be
 * after (or equal to) start date"; §7 private courses). Migration 029_course_batches.sql; gateway domain
 * apps/gateway/src/domains/course-batches; screen /courses/{id}/batches of the lms portal.
 *
 * A batch belongs to a course and through it to the course's institute: another institute's course or batch answers
 * 404, an organisation's user finds none. Reading needs view_any_course (a trainer reads), every change
 * manage_course (the provider), the keys of the courses.
 *
 * Date rules (the shared schema `courseBatchSchema`, run by the form and the gateway alike):
 * - the registration start date is before the registration end date (spec §5 wording, on registration_start_date:
 *   'validation.start_before_registration_end');
 * - the batch end date is on or after the batch start date ('validation.end_before_start' on batch_end_date).
 * Seats: available seats are at most the total ('validation.available_seats_over_total'); left out, they equal the
 * total (no one is enrolled before enrolment exists).
 *
 * Training centres are not in the platform yet (spec §3 names none of their fields), so a batch has none.
 *
 * Labels: catalogue area `course_batches.*` (libs/shared/i18n/src/catalogue/course-batches.ts).
 */

export const COURSE_BATCH_LIMITS = {
  title: 500,
  seatsMax: 10000,
  /** Batches of one course. */
  perCourse: 200,
} as const;

/** A batch as the form sends it (create and edit). Dates are 'YYYY-MM-DD'. */
export interface CourseBatchBody {
  title: string;
  title_en?: string | null;
  total_seats: number;
  /** At most total_seats; null or left out: the total. */
  available_seats?: number | null;
  registration_start_date: string;
  registration_end_date: string;
  batch_start_date: string;
  batch_end_date: string;
  /** One of the course's institute's training centres (422 `validation.reference_missing` otherwise); optional. */
  training_center_id?: number | null;
}

/** A batch as the gateway answers it. */
export interface CourseBatch {
  id: number;
  course_id: number;
  /** Made by the gateway: "BT" and the id, six digits (the predecessor's batch code prefix). */
  code: string;
  title: string;
  title_en: string | null;
  total_seats: number;
  available_seats: number;
  registration_start_date: string;
  registration_end_date: string;
  batch_start_date: string;
  batch_end_date: string;
  training_center_id: number | null;
  /** The training centre's names, for the list (null without a centre). */
  training_center_title: string | null;
  training_center_title_en: string | null;
  created_at: string;
  updated_at: string;
}

/** `status.message` of a refused batch change. */
export const COURSE_BATCH_ERRORS = {
  /** An archived course does not change any more, nor do its batches. */
  archived: 'courses.errors.archived',
  /** A course holds at most COURSE_BATCH_LIMITS.perCourse batches. */
  tooMany: 'course_batches.errors.too_many',
} as const;

type IdParams = { id: number };
const P = COURSE_PERMISSIONS;

export const courseBatchEndpoints = {
  courseBatches: defineEndpoint<CourseBatch[], undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/courses/:id/batches',
    area: 'private',
    permission: P.viewCourse,
    summary: "A course's batches, by batch start date",
  }),
  createCourseBatch: defineEndpoint<CourseBatch, CourseBatchBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/batches',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Add a batch to a course (seats and registration and batch dates checked)',
  }),
  courseBatch: defineEndpoint<CourseBatch, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/course-batches/:id',
    area: 'private',
    permission: P.viewCourse,
    summary: 'A batch of the institute',
  }),
  updateCourseBatch: defineEndpoint<CourseBatch, CourseBatchBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/course-batches/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Edit a batch (409 courses.errors.archived once its course is archived)',
  }),
  deleteCourseBatch: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/course-batches/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Delete a batch',
  }),
};
