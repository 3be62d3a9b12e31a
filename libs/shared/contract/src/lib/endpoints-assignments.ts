import { defineEndpoint } from './endpoint';
import { COURSE_PERMISSIONS } from './endpoints-courses';
import type { CourseTrainee } from './endpoints-course-trainees';
import type { StoredFile } from './endpoints-files';

/*
 * Course assignments (issue 15 item 6 `/courses/{id}/trainees/{youthId}/assignment`, issue 16 item 3 "assignments
 * with attachments"; spec §3 lesson kind 3 assignment, §7 assignment submission attachments and assignment results).
 * Migration 043_course_assignments.sql; gateway domain apps/gateway/src/domains/course-assignments; ADR 0089.
 *
 * Authoring: a lesson of kind assignment carries its instructions (rich text the gateway sanitises), total marks, pass
 * marks, an optional due date (the last day, Asia/Dhaka) and whether a file is required. Reading needs
 * view_any_course, writing manage_course, both inside the caller's institute (another institute's course → 404).
 *
 * Youth: the enrolled youth reads the assignment of an assignment lesson and submits an answer — text and/or one file
 * uploaded first through POST /protected/files (1 MB, PDF, JPEG, PNG or DOCX by its bytes) — and may submit again
 * until it is marked. After the due date a submission is refused (409 `course_assignments.errors.past_due`). Anyone
 * not enrolled (another youth, a pending payment) gets 404. Marks never come from the youth.
 *
 * Marking: the provider and its trainers (view_any_course: the institute's trainers are its markers) list a
 * trainee's assignment lessons with their submission, download its file, and save marks (0…total) with feedback.
 * Marking completes the lesson for the trainee's progress (lesson completion, ADR 0080), and may so complete the
 * course and issue its certificate.
 *
 * Labels: catalogue area `course_assignments.*` (libs/shared/i18n/src/catalogue/course-assignments.ts).
 */

export const ASSIGNMENT_LIMITS = {
  /** Characters of the instructions as sent (markup included). */
  instructions: 20_000,
  /** Characters of a youth's written answer. */
  answer: 10_000,
  /** Characters of the marker's feedback. */
  feedback: 2000,
  /** The most marks an assignment may carry. */
  totalMarks: 1000,
} as const;

/** What a submitted file may be, detected from its bytes by the files domain. */
export const ASSIGNMENT_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** `status.message` and field error ids of a refused assignment call. */
export const ASSIGNMENT_ERRORS = {
  /** The lesson is no assignment lesson (its kind is not 3). */
  notAssignment: 'course_assignments.errors.not_assignment',
  /** The lesson's assignment has not been set up by the provider yet. */
  notReady: 'course_assignments.errors.not_ready',
  /** A submission after the due date. */
  pastDue: 'course_assignments.errors.past_due',
  /** A submission after it was marked. */
  alreadyMarked: 'course_assignments.errors.already_marked',
  /** Neither text nor a file. */
  emptyAnswer: 'course_assignments.errors.empty_answer',
  /** The assignment asks for a file and none was sent. */
  fileRequired: 'course_assignments.errors.file_required',
  /** The file is not the caller's own upload (or is gone). */
  fileNotYours: 'course_assignments.errors.file_not_yours',
  /** The file is not a PDF, JPEG, PNG or DOCX. */
  fileType: 'course_assignments.errors.file_type',
  /** Marks above the assignment's total. */
  marksOverTotal: 'course_assignments.errors.marks_over_total',
  /** Marking a lesson the trainee has not submitted. */
  nothingToMark: 'course_assignments.errors.nothing_to_mark',
  /** The player's "complete lesson" on an assignment lesson whose submission is not marked yet. */
  notMarked: 'course_assignments.errors.not_marked',
  /** Instructions that were nothing but markup the sanitiser removes. */
  instructionsEmpty: 'course_assignments.errors.instructions_empty',
} as const;

/** An assignment as the provider sets it (create or replace). */
export interface AssignmentBody {
  /** Rich text; the gateway sanitises it. */
  instructions: string;
  total_marks: number;
  pass_marks: number;
  /** The last day a youth may submit (YYYY-MM-DD, Asia/Dhaka), or null for no deadline. */
  due_date?: string | null;
  file_required: boolean;
}

/** The assignment of an assignment lesson. */
export interface CourseAssignment {
  lesson_id: number;
  course_id: number;
  /** Sanitised rich text. */
  instructions: string;
  total_marks: number;
  pass_marks: number;
  due_date: string | null;
  file_required: boolean;
  updated_at: string;
}

/** An assignment lesson as its editor reads it: the lesson's names and its assignment, null until set. */
export interface AssignmentSettings {
  lesson_id: number;
  title: string;
  title_en: string | null;
  assignment: CourseAssignment | null;
}

/** A youth's answer: text and/or one file the youth uploaded first (POST /protected/files). */
export interface AssignmentSubmissionBody {
  answer_text?: string | null;
  file_id?: string | null;
}

/** `submitted` until a marker saves marks, then `marked`. */
export const ASSIGNMENT_STATUSES = ['submitted', 'marked'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** A submission: what the youth sent and, once marked, the marks and feedback. */
export interface AssignmentSubmission {
  id: number;
  status: AssignmentStatus;
  answer_text: string | null;
  /** The submitted file (the youth reads it at its `path`; a marker through `traineeAssignmentFile`). */
  file: Pick<StoredFile, 'id' | 'path' | 'original_name' | 'mime_type' | 'size'> | null;
  submitted_at: string;
  /** How many times the youth submitted (a resubmission replaces the answer). */
  attempts: number;
  marks: number | null;
  /** marks >= pass marks, once marked. */
  passed: boolean | null;
  feedback: string | null;
  marked_at: string | null;
}

/** The player's assignment view: the lesson, its assignment and the caller's submission. */
export interface YouthAssignment {
  lesson_id: number;
  title: string;
  title_en: string | null;
  assignment: CourseAssignment;
  /** The due date has passed: submitting is refused. */
  closed: boolean;
  submission: AssignmentSubmission | null;
}

/** One assignment lesson of the course with the trainee's submission (null: not submitted). */
export interface TraineeAssignmentItem {
  lesson_id: number;
  title: string;
  title_en: string | null;
  module_title: string;
  module_title_en: string | null;
  /** Null until the provider set the lesson's assignment up. */
  assignment: CourseAssignment | null;
  submission: AssignmentSubmission | null;
}

export interface TraineeAssignments {
  trainee: CourseTrainee;
  /** Every assignment lesson of the course in course order. */
  assignments: TraineeAssignmentItem[];
}

/** Marks (0…the assignment's total) and feedback; the lesson then counts as completed. */
export interface AssignmentMarksBody {
  marks: number;
  feedback?: string | null;
}

/** The bytes of a submitted file (not enveloped). */
export type AssignmentFileBytes = ArrayBuffer;

type LessonParams = { id: number; lessonId: number };
type TraineeParams = { id: number; youthId: number };
type TraineeLessonParams = { id: number; youthId: number; lessonId: number };
const P = COURSE_PERMISSIONS;

export const assignmentEndpoints = {
  assignmentSettings: defineEndpoint<AssignmentSettings, undefined, undefined, LessonParams>({
    method: 'GET',
    path: '/private/courses/:id/lessons/:lessonId/assignment',
    area: 'private',
    permission: P.viewCourse,
    summary: 'The assignment of an assignment lesson (null until set up)',
  }),
  saveAssignment: defineEndpoint<AssignmentSettings, AssignmentBody, undefined, LessonParams>({
    method: 'PUT',
    path: '/private/courses/:id/lessons/:lessonId/assignment',
    area: 'private',
    permission: P.manageCourse,
    summary:
      'Set an assignment lesson’s instructions (sanitised rich text), total and pass marks, due date and file rule',
  }),
  youthAssignment: defineEndpoint<YouthAssignment, undefined, undefined, LessonParams>({
    method: 'GET',
    path: '/protected/courses/:id/lessons/:lessonId/assignment',
    area: 'protected',
    summary: 'An assignment lesson in the player with the enrolled youth’s submission, marks and feedback',
  }),
  submitAssignment: defineEndpoint<YouthAssignment, AssignmentSubmissionBody, undefined, LessonParams>({
    method: 'PUT',
    path: '/protected/courses/:id/lessons/:lessonId/assignment/submission',
    area: 'protected',
    summary:
      'Submit (or resubmit until marked) an answer: text and/or one uploaded PDF, JPEG, PNG or DOCX; refused after the due date',
  }),
  traineeAssignments: defineEndpoint<TraineeAssignments, undefined, undefined, TraineeParams>({
    method: 'GET',
    path: '/private/courses/:id/trainees/:youthId/assignment',
    area: 'private',
    permission: P.viewCourse,
    summary: 'A trainee’s assignment lessons with their submission, marks and feedback',
  }),
  traineeAssignmentFile: defineEndpoint<AssignmentFileBytes, undefined, undefined, TraineeLessonParams>({
    method: 'GET',
    path: '/private/courses/:id/trainees/:youthId/assignment/:lessonId/file',
    area: 'private',
    permission: P.viewCourse,
    summary: 'The file a trainee submitted for an assignment lesson',
  }),
  markAssignment: defineEndpoint<TraineeAssignmentItem, AssignmentMarksBody, undefined, TraineeLessonParams>({
    method: 'PUT',
    path: '/private/courses/:id/trainees/:youthId/assignment/:lessonId/marks',
    area: 'private',
    permission: P.viewCourse,
    summary: 'Mark a trainee’s submission (0…total) with feedback; the lesson then counts as completed',
  }),
};
