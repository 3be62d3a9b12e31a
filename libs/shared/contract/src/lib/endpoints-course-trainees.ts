import { defineEndpoint } from './endpoint';
import { COURSE_PERMISSIONS } from './endpoints-courses';
import type { ListQuery } from './envelope';

/*
 * The trainees of a course (issue 15 item 6; spec §2 lms /courses/{id}/trainees/, /courses/{id}/trainees/{youthId}/
 * assessment): the youth enrolled in a course of the caller's institute with their batch, enrolment status, progress
 * and a summary of their quiz results, and one trainee's quiz results. ADR 0081. No table of its own: it reads
 * course_enrolments (031), course_content_progress and course_enrolments.completed_at (036), course_contents (026).
 *
 * Tenancy: another institute's course answers 404 (so does a youth not enrolled in the course); reading needs
 * view_any_course (the provider and its trainers); a youth or a recruiter has no such key (403).
 *
 * Labels: catalogue area `course_trainees.*` (libs/shared/i18n/src/catalogue/course-trainees.ts).
 */

/** Enrolment status (031): a paid course holds the seat as payment_pending until the payment is verified. */
export const TRAINEE_STATUSES = ['enrolled', 'payment_pending'] as const;
export type TraineeStatus = (typeof TRAINEE_STATUSES)[number];

export interface CourseTraineeListQuery extends ListQuery {
  /** The youth's name (Bengali or English) or user name. */
  search?: string;
  batch_id?: number;
  status?: TraineeStatus;
}

/** One enrolled youth. */
export interface CourseTrainee {
  enrolment_id: number;
  youth_id: number;
  name: string;
  name_en: string | null;
  batch_id: number;
  batch_title: string;
  batch_title_en: string | null;
  status: TraineeStatus;
  /** When the enrolment took its seat (a paid one: when the payment was verified); null while payment is pending. */
  enrolled_at: string | null;
  /** When the youth asked to enrol. */
  created_at: string;
  progress_percent: number;
  /** When the youth completed the course, or null. */
  completed_at: string | null;
  /** Quiz contents in the course. */
  quizzes_total: number;
  /** Quizzes the youth has taken at least once. */
  quizzes_taken: number;
  /** Quizzes the youth has passed (best try). */
  quizzes_passed: number;
}

/** One quiz content of the course with the trainee's best try (null marks: not taken). */
export interface TraineeQuizResult {
  content_id: number;
  title: string;
  title_en: string | null;
  lesson_title: string;
  lesson_title_en: string | null;
  total_marks: number | null;
  obtained_marks: number | null;
  pass_marks: number | null;
  passed: boolean | null;
  updated_at: string | null;
}

export interface TraineeAssessment {
  trainee: CourseTrainee;
  /** Every quiz of the course in course order. */
  quizzes: TraineeQuizResult[];
}

// ---------------------------------------------------------------------------------------------------------------
// Enrolling youth (issue 15 item 6, second part; ADR 0088): one by one from a youth lookup, or rows of an .xlsx sheet
// sent in chunks. Each enrolled youth gets one 'bulk_course_invitation' through the notification outbox.
// ---------------------------------------------------------------------------------------------------------------

/** A youth the lookup offers: the name, and the e-mail and mobile masked unless the search typed them whole. */
export interface TraineeYouthOption {
  id: number;
  title: string;
  title_en: string | null;
  /** `r***@example.com`, or the whole address when the search was that address. */
  email: string | null;
  /** `017*****678`, or the whole number when the search was that number. */
  mobile: string | null;
  /** Already enrolled in the course of the query (the picker shows it and the gateway refuses it). */
  enrolled: boolean;
}

export interface TraineeYouthLookupQuery extends ListQuery {
  /** The course the youth would be enrolled in (of the caller's institute). */
  course_id: number;
  /** At least 3 letters of a name, or a whole e-mail address or mobile number. */
  search?: string;
}

export interface EnrolTraineeBody {
  youth_id: number;
  /** A batch of the course that has not ended, with a free seat; none: the earliest such batch. */
  batch_id?: number | null;
}

/** One row of the bulk enrolment sheet as the portal sends it. */
export interface BulkEnrolRow {
  /** The spreadsheet row (the header is row 1): errors are keyed by it. */
  row: number;
  email?: string | null;
  mobile?: string | null;
  batch_id?: number | null;
}

export interface BulkEnrolBody {
  /** At most TRAINEE_ENROLMENT_LIMITS.chunkRows rows per request. */
  rows: Partial<Record<keyof BulkEnrolRow, unknown>>[];
}

export interface BulkEnrolResult {
  /** The rows enrolled by this request, with the youth each named. */
  enrolled: { row: number; youth_id: number; enrolment_id: number }[];
  /** The refused rows: `<row>.<field>` → message ids (the 422 envelope's shape; field `row` for a whole row). */
  errors: Record<string, string[]>;
}

export const TRAINEE_ENROLMENT_LIMITS = {
  /** Rows per bulk request (the portal sends a sheet in chunks of this many). */
  chunkRows: 250,
  /** Rows of one sheet. */
  sheetRows: 5000,
  /** Letters of a name the lookup needs before it searches by name. */
  searchMin: 3,
  /** Options per lookup page. */
  lookupPage: 20,
} as const;

/** `status.message` / field messages of refused enrolments (`course_trainees.errors.*`). */
export const TRAINEE_ENROLMENT_ERRORS = {
  /** The youth is already enrolled in this course (409 single; a row error in bulk). */
  alreadyEnrolled: 'course_trainees.errors.already_enrolled',
  /** The chosen batch has no seat left (409 single; a row error in bulk). */
  batchFull: 'course_trainees.errors.batch_full',
  /** The batch is not of this course or has ended (422 on batch_id). */
  batchInvalid: 'course_trainees.errors.batch_invalid',
  /** No batch was chosen and none of the course's running batches has a free seat. */
  noFreeBatch: 'course_trainees.errors.no_free_batch',
  /** No registered youth has this e-mail address or mobile number (a row error). */
  unknownYouth: 'course_trainees.errors.unknown_youth',
  /** The e-mail address and the mobile number of a row name two different youth. */
  contactMismatch: 'course_trainees.errors.contact_mismatch',
  /** The same youth twice in one sheet. */
  duplicateRow: 'course_trainees.errors.duplicate_row',
  /** The youth id is not an active registered youth (422 on youth_id). */
  notAYouth: 'course_trainees.errors.not_a_youth',
  /** Only a published, active course takes trainees (409). */
  courseNotOpen: 'course_trainees.errors.course_not_open',
} as const;

export const TRAINEE_ENROLMENT_MESSAGES = {
  enrolled: 'course_trainees.success.enrolled',
  bulkDone: 'course_trainees.success.bulk_done',
} as const;

type IdParams = { id: number };
type TraineeParams = { id: number; youthId: number };
const P = COURSE_PERMISSIONS;

export const courseTraineeEndpoints = {
  courseTrainees: defineEndpoint<CourseTrainee[], undefined, CourseTraineeListQuery, IdParams>({
    method: 'GET',
    path: '/private/courses/:id/trainees',
    area: 'private',
    permission: P.viewCourse,
    list: true,
    summary:
      "A course's trainees, newest enrolment first; search by name, filter by batch and enrolment status",
  }),
  courseTraineeAssessment: defineEndpoint<TraineeAssessment, undefined, undefined, TraineeParams>({
    method: 'GET',
    path: '/private/courses/:id/trainees/:youthId/assessment',
    area: 'private',
    permission: P.viewCourse,
    summary: "One trainee's quiz results in a course (best try per quiz)",
  }),
  traineeYouthLookup: defineEndpoint<TraineeYouthOption[], undefined, TraineeYouthLookupQuery>({
    method: 'GET',
    path: '/private/trainee-youths',
    area: 'private',
    permission: P.manageCourse,
    list: true,
    summary:
      'Registered youth to enrol in a course of the institute: 3+ letters of a name, or a whole e-mail or mobile',
  }),
  traineeYouth: defineEndpoint<TraineeYouthOption, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/trainee-youths/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'One registered youth as the enrolment lookup names it (contacts masked); institute staff only',
  }),
  enrolTrainee: defineEndpoint<CourseTrainee, EnrolTraineeBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/trainees',
    area: 'private',
    permission: P.manageCourse,
    summary:
      "Enrols a registered youth in the institute's course (a batch with a free seat) and invites them",
  }),
  bulkEnrolTrainees: defineEndpoint<BulkEnrolResult, BulkEnrolBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/trainees/bulk',
    area: 'private',
    permission: P.manageCourse,
    summary:
      'Enrols the rows of an .xlsx sheet (one chunk): every row checked, good rows enrolled and invited, errors by row',
  }),
};
