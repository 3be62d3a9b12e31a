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
};
