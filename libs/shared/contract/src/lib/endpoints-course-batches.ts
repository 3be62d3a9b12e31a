import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import { COURSE_PERMISSIONS, type CoursePublication } from './endpoints-courses';
import type { CourseScheduleStatus } from './endpoints-schedules';

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

/**
 * A batch as the admin portal's form sends it (ADR 0127): the lms body and the course it belongs to — one of the
 * caller's institute's courses (404 otherwise). Same rules and message ids as the lms batch write.
 */
export interface InstituteBatchBody extends CourseBatchBody {
  course_id: number;
}

/** A course the admin portal's batch form offers (`GET /private/institute-batches/courses`): not archived. */
export interface BatchCourseOption {
  id: number;
  code: string;
  title: string;
  title_en: string | null;
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

/** Where a batch is in time, by its dates and today in Asia/Dhaka: before its start, running, or past its end. */
export const PLATFORM_BATCH_PHASE = {
  upcoming: 'upcoming',
  running: 'running',
  ended: 'ended',
} as const;
export type PlatformBatchPhase = (typeof PLATFORM_BATCH_PHASE)[keyof typeof PLATFORM_BATCH_PHASE];

/** One row of the platform-wide batch list: the batch with its course, institute and seats taken. */
export interface PlatformBatch extends CourseBatch {
  course_code: string;
  course_title: string;
  course_title_en: string | null;
  course_publication_status: CoursePublication;
  institute_id: number;
  institute_title: string;
  institute_title_en: string | null;
  /** total_seats − available_seats: seats enrolments hold (paid or waiting for a payment). */
  seats_taken: number;
  phase: PlatformBatchPhase;
}

/** Query of the platform-wide batch list; every filter is optional and they combine with "and". */
export interface PlatformBatchListQuery extends ListQuery {
  /** Batch title (either language) or code, or the course's title or code. */
  search?: string;
  institute_id?: number;
  phase?: PlatformBatchPhase;
}

/** The live course's class schedule (ADR 0090), as a batch's page shows it. */
export interface PlatformBatchSchedule {
  tentative_start_date: string;
  tentative_end_date: string;
  /** 0 Sunday … 6 Saturday. */
  weekdays: number[];
  /** 'HH:MM'. */
  start_time: string;
  class_minutes: number;
  number_of_classes: number;
  status: CourseScheduleStatus;
}

/** A batch's page for platform staff. */
export interface PlatformBatchDetail extends PlatformBatch {
  /** Enrolments of the batch that are enrolled (paid or free). */
  enrolled: number;
  /** Enrolments that hold a seat while their payment is pending. */
  payment_pending: number;
  /** The course's schedule when it is a live course with one; null otherwise. */
  schedule: PlatformBatchSchedule | null;
}

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
  // an institute admin's batches in the admin portal (issue 18 item 1; ADR 0127): the tenant is the caller's
  createInstituteBatch: defineEndpoint<CourseBatch, InstituteBatchBody>({
    method: 'POST',
    path: '/private/institute-batches',
    area: 'private',
    permission: P.manageBatches,
    summary: "Add a batch to one of the caller's institute's courses (the lms batch rules)",
  }),
  updateInstituteBatch: defineEndpoint<CourseBatch, CourseBatchBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/institute-batches/:id',
    area: 'private',
    permission: P.manageBatches,
    summary: "Edit a batch of the caller's institute's courses (the lms batch rules)",
  }),
  batchCourses: defineEndpoint<BatchCourseOption[], undefined, ListQuery & { search?: string }>({
    method: 'GET',
    path: '/private/institute-batches/courses',
    area: 'private',
    permission: P.manageBatches,
    list: true,
    summary: "The caller's institute's courses a batch may be added to (not archived), by title or code",
  }),
  batchCourse: defineEndpoint<BatchCourseOption, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/institute-batches/courses/:id',
    area: 'private',
    permission: P.manageBatches,
    summary: "One of the caller's institute's courses, named for the batch form's picker",
  }),
  // the admin's platform-wide list (issue 17 item 8; ADR 0118)
  platformBatches: defineEndpoint<PlatformBatch[], undefined, PlatformBatchListQuery>({
    method: 'GET',
    path: '/private/course-batches/platform',
    area: 'private',
    permission: P.viewPlatformBatches,
    list: true,
    summary: "Every institute's batches, newest start first: search by batch or course; institute, phase",
  }),
  platformBatch: defineEndpoint<PlatformBatchDetail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/course-batches/:id/platform',
    area: 'private',
    permission: P.viewPlatformBatches,
    summary: "A batch's page for platform staff: seats, enrolments and the course's schedule",
  }),
};
