import { examLessonEndpoints as E, examModuleEndpoints as M } from '@platform/contract';
import { examLessonAnswersSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { activeEnrolment } from '../course-enrolments/progress';
import {
  type ExamOwnerKind,
  examAttempt,
  examFacts,
  examResult,
  moduleExamResult,
  saveExamAnswers,
  startExam,
  submitExam,
  submitModuleExam,
} from './exam';

/*
 * Exams in the course player: assessment lessons (ADR 0119) and module assessments (ADR 0121), one runner. The exam's
 * facts and its start for the youth enrolled in the course (anyone else 404, staff 403), then the caller's own attempt
 * by id — autosave, submit, result — where another youth's attempt, or an attempt of the other kind, does not exist
 * (404). Marks are computed on the gateway only (course-learning/exam.ts).
 */
export function registerExamLessonRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  async function target<K extends ExamOwnerKind>(courseId: number, youthId: number, kind: K, id: number) {
    const enrolment = await activeEnrolment(db, courseId, youthId, false);
    if (!enrolment) throw notFound();
    return { youthId, courseId, enrolmentId: enrolment.id, owner: { kind, id } };
  }

  // assessment lessons (ADR 0119)
  registerEndpoint(app, E.examLesson, async (ctx) =>
    examFacts(db, await target(ctx.id(), ctx.youthId(), 'lesson', ctx.id('lessonId'))),
  );
  registerEndpoint(
    app,
    E.startExamLesson,
    async (ctx) => startExam(db, await target(ctx.id(), ctx.youthId(), 'lesson', ctx.id('lessonId'))),
    { message: 'exam_lesson.started', successCode: 200 },
  );
  registerEndpoint(app, E.examLessonAttempt, async (ctx) =>
    examAttempt(db, 'lesson', ctx.id(), ctx.youthId()),
  );
  registerEndpoint(
    app,
    E.saveExamLessonAnswers,
    async (ctx) => saveExamAnswers(db, 'lesson', ctx.id(), ctx.youthId(), ctx.body.answers),
    { body: examLessonAnswersSchema, message: 'exam_lesson.saved' },
  );
  registerEndpoint(
    app,
    E.submitExamLesson,
    async (ctx) => submitExam(db, ctx.id(), ctx.youthId(), ctx.body.answers),
    { body: examLessonAnswersSchema, message: 'exam_lesson.submitted', successCode: 200 },
  );
  registerEndpoint(app, E.examLessonResult, async (ctx) => examResult(db, ctx.id(), ctx.youthId()));

  // module assessments (ADR 0121): the same runner, the module as the exam's owner
  registerEndpoint(app, M.examModule, async (ctx) =>
    examFacts(db, await target(ctx.id(), ctx.youthId(), 'module', ctx.id('moduleId'))),
  );
  registerEndpoint(
    app,
    M.startExamModule,
    async (ctx) => startExam(db, await target(ctx.id(), ctx.youthId(), 'module', ctx.id('moduleId'))),
    { message: 'exam_lesson.started', successCode: 200 },
  );
  registerEndpoint(app, M.examModuleAttempt, async (ctx) =>
    examAttempt(db, 'module', ctx.id(), ctx.youthId()),
  );
  registerEndpoint(
    app,
    M.saveExamModuleAnswers,
    async (ctx) => saveExamAnswers(db, 'module', ctx.id(), ctx.youthId(), ctx.body.answers),
    { body: examLessonAnswersSchema, message: 'exam_lesson.saved' },
  );
  registerEndpoint(
    app,
    M.submitExamModule,
    async (ctx) => submitModuleExam(db, ctx.id(), ctx.youthId(), ctx.body.answers),
    { body: examLessonAnswersSchema, message: 'exam_lesson.submitted', successCode: 200 },
  );
  registerEndpoint(app, M.examModuleResult, async (ctx) => moduleExamResult(db, ctx.id(), ctx.youthId()));
}
