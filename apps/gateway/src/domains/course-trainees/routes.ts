import {
  courseTraineeEndpoints as E,
  TRAINEE_ENROLMENT_ERRORS as ERR,
  TRAINEE_ENROLMENT_MESSAGES as MSG,
} from '@platform/contract';
import {
  bulkEnrolSchema,
  courseTraineeListQuerySchema,
  enrolTraineeSchema,
  today,
  traineeYouthLookupQuerySchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { bulkEnrol } from './bulk-enrolment';
import { activeYouthIds, courseForEnrolment, enrolYouths, lookupYouths, youthOption } from './enrolment';
import { courseInScope, findTrainee, listTrainees, quizResults } from './repository';

/**
 * The trainees of a course (issue 15 item 6; ADR 0081): the course is found inside the caller's institute first
 * (another institute's → 404) before anything else is read; a youth not enrolled in it is 404 too. Enrolling youth one
 * by one or by sheet chunks (ADR 0088): the same course check first, then the body.
 */
export function registerCourseTraineeRoutes(app: FastifyInstance): void {
  const { db, notifier, config } = app.services;
  const youthPortal = config.portalOrigins[0] ?? '';

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

  // --- enrolling youth (ADR 0088) ---------------------------------------------------------------------------------
  registerListEndpoint(
    app,
    E.traineeYouthLookup,
    async (ctx) => {
      const { course_id, search } = ctx.query;
      if (!(await courseInScope(db, course_id, ctx.tenant()))) throw notFound();
      return lookupYouths(db, course_id, search, ctx.page);
    },
    { query: traineeYouthLookupQuerySchema },
  );

  registerEndpoint(app, E.traineeYouth, async (ctx) => {
    // a youth is no tenant's record, but only institute staff (or the platform's) enrol: anyone else finds nobody
    const scope = ctx.tenant();
    if (scope.kind !== 'institute' && scope.kind !== 'all') throw notFound();
    const youth = await youthOption(db, ctx.id());
    if (!youth) throw notFound();
    return youth;
  });

  registerEndpoint(
    app,
    E.enrolTrainee,
    async (ctx) => {
      const courseId = ctx.id();
      const youthId = await db.transaction(async (tx) => {
        const course = await courseForEnrolment(tx, courseId, ctx.tenant());
        if (!course) throw notFound();
        const body = await validated(enrolTraineeSchema, ctx.body ?? {});
        if (!course.open) throw new HttpError(409, ERR.courseNotOpen);
        if (!(await activeYouthIds(tx, [body.youth_id])).has(body.youth_id))
          throw validationFailed({ youth_id: [ERR.notAYouth] });
        const [outcome] = await enrolYouths(
          tx,
          notifier,
          course,
          [{ key: 1, youthId: body.youth_id, batchId: body.batch_id ?? null }],
          { youthPortal, day: today() },
        );
        if (!outcome || 'message' in outcome) {
          const message = outcome && 'message' in outcome ? outcome.message : ERR.alreadyEnrolled;
          if (message === ERR.batchInvalid) throw validationFailed({ batch_id: [message] });
          throw new HttpError(409, message);
        }
        return outcome.youthId;
      });
      const trainee = await findTrainee(db, courseId, youthId);
      if (!trainee) throw notFound();
      ctx.request.log.info(
        { event: 'course_trainee.enrolled', course_id: courseId, course_enrolment_id: trainee.enrolment_id },
        'youth enrolled by the institute',
      );
      return trainee;
    },
    { message: MSG.enrolled, documented: { body: enrolTraineeSchema } },
  );

  registerEndpoint(
    app,
    E.bulkEnrolTrainees,
    async (ctx) => {
      const result = await bulkEnrol(db, notifier, {
        courseId: ctx.id(),
        scope: ctx.tenant(),
        body: ctx.body,
        youthPortal,
      });
      ctx.request.log.info(
        { event: 'course_trainee.bulk_enrolled', enrolled: result.enrolled.length },
        'youth enrolled from a sheet',
      );
      return result;
    },
    { successCode: 200, message: MSG.bulkDone, documented: { body: bulkEnrolSchema } },
  );
}
