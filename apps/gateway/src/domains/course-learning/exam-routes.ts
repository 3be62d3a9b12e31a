import { examLessonEndpoints as E } from '@platform/contract';
import { examLessonAnswersSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { activeEnrolment } from '../course-enrolments/progress';
import { examAttempt, examFacts, examResult, saveExamAnswers, startExam, submitExam } from './exam';

/*
 * Exams in the course player (assessment lessons; ADR 0119): the exam's facts and its start for the youth enrolled in
 * the course (anyone else 404, staff 403), then the caller's own attempt by id — autosave, submit, result — where
 * another youth's attempt does not exist (404). Marks are computed on the gateway only (course-learning/exam.ts).
 */
export function registerExamLessonRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  async function target(courseId: number, youthId: number, lessonId: number) {
    const enrolment = await activeEnrolment(db, courseId, youthId, false);
    if (!enrolment) throw notFound();
    return { youthId, courseId, enrolmentId: enrolment.id, lessonId };
  }

  registerEndpoint(app, E.examLesson, async (ctx) =>
    examFacts(db, await target(ctx.id(), ctx.youthId(), ctx.id('lessonId'))),
  );
  registerEndpoint(
    app,
    E.startExamLesson,
    async (ctx) => startExam(db, await target(ctx.id(), ctx.youthId(), ctx.id('lessonId'))),
    { message: 'exam_lesson.started', successCode: 200 },
  );
  registerEndpoint(app, E.examLessonAttempt, async (ctx) => examAttempt(db, ctx.id(), ctx.youthId()));
  registerEndpoint(
    app,
    E.saveExamLessonAnswers,
    async (ctx) => saveExamAnswers(db, ctx.id(), ctx.youthId(), ctx.body.answers),
    { body: examLessonAnswersSchema, message: 'exam_lesson.saved' },
  );
  registerEndpoint(
    app,
    E.submitExamLesson,
    async (ctx) => submitExam(db, ctx.id(), ctx.youthId(), ctx.body.answers),
    { body: examLessonAnswersSchema, message: 'exam_lesson.submitted', successCode: 200 },
  );
  registerEndpoint(app, E.examLessonResult, async (ctx) => examResult(db, ctx.id(), ctx.youthId()));
}
