import { defineEndpoint } from './endpoint';
import type { AnswerValue, ExamQuestion } from './endpoints-assessments';

/*
 * Exams in the course player: assessment lessons (issue 16 items 3 and 5; spec §2 assessment `/exam-lesson-result/{id}`;
 * ADR 0119). Migration 068_exam_lessons.sql; gateway apps/gateway/src/domains/course-learning/exam.ts.
 *
 * An assessment lesson (kind 2) draws on the institute's question bank as a quiz does (ADR 0078) and is timed. Only the
 * youth enrolled in the course reaches it (anyone else 404, staff 403). Starting draws the learner's questions on the
 * gateway (random, copied into the attempt) and sets the deadline from the gateway's clock; answers are saved while
 * the attempt is open and refused after the deadline (409 `exam_closed`); the gateway marks the attempt — the answers
 * a submit carries before the deadline, or else what was saved by then — and never takes marks or answers' marks from
 * a client. An attempt left open past its deadline is marked with its saved answers on the next read.
 *
 * A passed exam completes its lesson (and so counts towards the course's completion and certificate); "lesson complete"
 * refuses an assessment lesson not passed (409 `exam_not_passed`). A failed exam may be retaken once
 * (EXAM_LESSON_LIMITS.attempts = 2); a passed one not at all (409 `exam_attempts_used` / `exam_passed`).
 *
 * The result page is the youth portal's `/exam-lesson-result/{id}` (the attempt's id). Labels: `exam_lesson.*`.
 */

/** The exam of an assessment lesson as its learner sees it before (and between) attempts. */
export interface ExamLessonFacts {
  lesson_id: number;
  course_id: number;
  question_count: number;
  pass_percent: number;
  duration_minutes: number;
  /** Attempts a learner has (the first and one retake). */
  attempts_allowed: number;
  /** Attempts this learner has started. */
  attempts_used: number;
  /** The attempt running now (before its deadline), or null. */
  open_attempt_id: number | null;
  /** Whether an attempt of this learner passed (the lesson is then completed). */
  passed: boolean;
  /** Whether "Start exam" may be pressed: no attempt running, not passed, attempts left. */
  can_start: boolean;
  /** The latest marked attempt (its result page), or null. */
  last_result_id: number | null;
}

/** An attempt as its learner takes it: the questions drawn (no answers, no marks), the deadline and the saved answers. */
export interface ExamLessonAttempt {
  id: number;
  lesson_id: number;
  course_id: number;
  title: string;
  title_en: string | null;
  started_at: string;
  /** The gateway's deadline (ISO); the gateway's clock when it answered, for the countdown. */
  deadline: string;
  server_time: string;
  /** Whether the attempt is marked (submitted, or closed at its deadline): the player then shows its result. */
  submitted: boolean;
  questions: ExamQuestion[];
  /** The answers saved so far, by question id. */
  answers: Record<string, AnswerValue | null>;
}

/** The answers of an attempt by question id (only the questions drawn for it). */
export interface ExamLessonAnswersBody {
  answers: Record<string, AnswerValue | null>;
}

export interface ExamLessonSaved {
  id: number;
  saved_at: string;
  deadline: string;
}

/** A marked attempt (the result page): marks, pass or fail, and what it did to the course. */
export interface ExamLessonResult {
  id: number;
  lesson_id: number;
  course_id: number;
  course_title: string;
  course_title_en: string | null;
  title: string;
  title_en: string | null;
  started_at: string;
  deadline: string;
  submitted_at: string;
  /** Submitted after the deadline (or never): marked with the answers saved by the deadline. */
  late: boolean;
  total: number;
  obtained: number;
  pass_percent: number;
  pass_marks: number;
  passed: boolean;
  /** This attempt's number (1…attempts_allowed). */
  attempt: number;
  attempts_allowed: number;
  /** Whether a retake is still open to the learner (failed, attempts left, not passed since). */
  can_retake: boolean;
  /** Whether the lesson is completed, and the course's share of lessons completed. */
  lesson_completed: boolean;
  progress_percent: number;
  /** The course's certificate (its public id) once the course is completed, or null. */
  certificate_id: string | null;
}

/** `status.message` of refused exam calls (409). */
export const EXAM_LESSON_ERRORS = {
  /** Starting when every attempt is used. */
  attemptsUsed: 'exam_lesson.errors.attempts_used',
  /** Starting an exam already passed. */
  passed: 'exam_lesson.errors.passed',
  /** Starting an exam whose question bank has no question it can draw now. */
  noQuestions: 'exam_lesson.errors.no_questions',
  /** Saving answers of an attempt past its deadline or already marked. */
  closed: 'exam_lesson.errors.closed',
  /** "Lesson complete" of an assessment lesson whose exam is not passed. */
  notPassed: 'exam_lesson.errors.not_passed',
} as const;

type LessonParams = { id: number; lessonId: number };
type IdParams = { id: number };

export const examLessonEndpoints = {
  examLesson: defineEndpoint<ExamLessonFacts, undefined, undefined, LessonParams>({
    method: 'GET',
    path: '/protected/courses/:id/lessons/:lessonId/exam',
    area: 'protected',
    summary:
      "An assessment lesson's exam for the course's enrolled youth: its rules and the learner's attempts",
  }),
  startExamLesson: defineEndpoint<ExamLessonAttempt, undefined, undefined, LessonParams>({
    method: 'POST',
    path: '/protected/courses/:id/lessons/:lessonId/exam-start',
    area: 'protected',
    summary:
      'Start the exam (or resume the attempt running): questions drawn on the gateway, deadline from its clock',
  }),
  examLessonAttempt: defineEndpoint<ExamLessonAttempt, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/exam-lesson-attempts/:id',
    area: 'protected',
    summary: "The caller's attempt: its questions without answers, the deadline and the answers saved",
  }),
  saveExamLessonAnswers: defineEndpoint<ExamLessonSaved, ExamLessonAnswersBody, undefined, IdParams>({
    method: 'PUT',
    path: '/protected/exam-lesson-attempts/:id/answers',
    area: 'protected',
    summary: "Save the attempt's answers (autosave) before its deadline; 409 after",
  }),
  submitExamLesson: defineEndpoint<ExamLessonResult, ExamLessonAnswersBody, undefined, IdParams>({
    method: 'POST',
    path: '/protected/exam-lesson-attempts/:id/submit',
    area: 'protected',
    summary:
      'Submit the attempt: the gateway marks it (after the deadline with the answers saved by then); a pass completes the lesson',
  }),
  examLessonResult: defineEndpoint<ExamLessonResult, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/exam-lesson-result/:id',
    area: 'protected',
    summary: "A marked attempt of the caller's: marks, pass or fail, and the course's progress",
  }),
} as const;
