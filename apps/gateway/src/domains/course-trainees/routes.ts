import { courseTraineeEndpoints as E } from '@platform/contract';
import { courseTraineeListQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { courseInScope, findTrainee, listTrainees, quizResults } from './repository';

/**
 * The trainees of a course (issue 15 item 6; ADR 0081): the course is found inside the caller's institute first
 * (another institute's → 404) before anything else is read; a youth not enrolled in it is 404 too.
 */
export function registerCourseTraineeRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerListEndpoint(
    app,
    E.courseTrainees,
    async (ctx) => {
      const courseId = ctx.id();
      if (!(await courseInScope(db, courseId, ctx.tenant()))) throw notFound();
      return listTrainees(db, courseId, ctx.query, ctx.page);
    },
    { query: courseTraineeListQuerySchema },
  );

  registerEndpoint(app, E.courseTraineeAssessment, async (ctx) => {
    const courseId = ctx.id();
    if (!(await courseInScope(db, courseId, ctx.tenant()))) throw notFound();
    const trainee = await findTrainee(db, courseId, ctx.id('youthId'));
    if (!trainee) throw notFound();
    return { trainee, quizzes: await quizResults(db, courseId, trainee.enrolment_id) };
  });
}
