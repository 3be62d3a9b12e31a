import { defineEndpoint } from './endpoint';
import type { AnswerValue, ExamQuestion } from './endpoints-assessments';
import type {
  ExamLessonAnswersBody,
  ExamLessonAttempt,
  ExamLessonFacts,
  ExamLessonResult,
  ExamLessonSaved,
} from './endpoints-exam-lessons';

/*
 * Module assessments (issue 16 item 3; spec §2 assessment `/exam-module-result/{id}`, §3 module kind 2 "assessment";
 * ADR 0121). Migration 069_module_exams.sql; gateway apps/gateway/src/domains/course-learning/exam.ts (the exam runner
 * of the assessment lessons, ADR 0119, generalised to an exam's owner: a lesson or a module).
 *
 * A module of kind 2 holds one exam over the module: drawn from the institute's question bank as a quiz is (a question
 * set or the questions picked, `question_count` each, `pass_percent`) and timed (`exam_minutes`). The learner sits it
 * at the end of the module in the player. The rules are the exam lessons': only the youth enrolled in the course
 * reaches it (anyone else 404, staff 403), the questions are drawn and the deadline set on the gateway, answers are
 * saved until the deadline (409 `exam_lesson.errors.closed` after), the gateway marks the attempt and never takes marks
 * from a client; one retake after a failure (EXAM_LESSON_LIMITS.attempts), none after a pass. A passed module exam
 * counts towards the course's progress and completion as one more step beside the lessons.
 *
 * The result page is the youth portal's `/exam-module-result/{id}` (the attempt's id): marks, pass or fail, and each
 * question with the learner's answer and the marks it earned — never the correct answers. Labels: `exam_module.*`.
 */

/** A module's exam as its learner sees it before (and between) attempts. */
export interface ExamModuleFacts extends Omit<ExamLessonFacts, 'lesson_id'> {
  module_id: number;
}

/** An attempt as its learner takes it: the questions drawn (no answers, no marks), the deadline, the saved answers. */
export interface ExamModuleAttempt extends Omit<ExamLessonAttempt, 'lesson_id'> {
  module_id: number;
}

/** One question of a marked attempt as its learner sees it: the question, their answer and the marks it earned. */
export interface ExamModuleResultQuestion {
  question: ExamQuestion;
  answer: AnswerValue | null;
  marks: number;
  obtained: number;
}

/** A marked module exam (the result page): marks, pass or fail, each question with the answer, the course's share. */
export interface ExamModuleResult extends Omit<ExamLessonResult, 'lesson_id' | 'lesson_completed'> {
  module_id: number;
  questions: ExamModuleResultQuestion[];
}

type ModuleParams = { id: number; moduleId: number };
type IdParams = { id: number };

export const examModuleEndpoints = {
  examModule: defineEndpoint<ExamModuleFacts, undefined, undefined, ModuleParams>({
    method: 'GET',
    path: '/protected/courses/:id/modules/:moduleId/exam',
    area: 'protected',
    summary:
      "A module assessment's exam for the course's enrolled youth: its rules and the learner's attempts",
  }),
  startExamModule: defineEndpoint<ExamModuleAttempt, undefined, undefined, ModuleParams>({
    method: 'POST',
    path: '/protected/courses/:id/modules/:moduleId/exam-start',
    area: 'protected',
    summary:
      "Start the module's exam (or resume the attempt running): questions drawn on the gateway, deadline from its clock",
  }),
  examModuleAttempt: defineEndpoint<ExamModuleAttempt, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/exam-module-attempts/:id',
    area: 'protected',
    summary:
      "The caller's module exam attempt: its questions without answers, the deadline and the answers saved",
  }),
  saveExamModuleAnswers: defineEndpoint<ExamLessonSaved, ExamLessonAnswersBody, undefined, IdParams>({
    method: 'PUT',
    path: '/protected/exam-module-attempts/:id/answers',
    area: 'protected',
    summary: "Save a module exam attempt's answers (autosave) before its deadline; 409 after",
  }),
  submitExamModule: defineEndpoint<ExamModuleResult, ExamLessonAnswersBody, undefined, IdParams>({
    method: 'POST',
    path: '/protected/exam-module-attempts/:id/submit',
    area: 'protected',
    summary:
      'Submit a module exam attempt: the gateway marks it (after the deadline with the answers saved by then)',
  }),
  examModuleResult: defineEndpoint<ExamModuleResult, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/exam-module-result/:id',
    area: 'protected',
    summary: "A marked module exam of the caller's: marks, pass or fail, each question with the answer given",
  }),
} as const;
