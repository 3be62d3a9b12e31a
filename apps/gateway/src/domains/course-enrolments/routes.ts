import {
  ENROLMENT_STATUS,
  ENROLMENT_ERRORS as ERR,
  LEARNING_MESSAGES as MSG,
  learningEndpoints as E,
  PAYMENT_MESSAGES,
} from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import {
  courseCatalogueQuerySchema,
  courseRatingSchema,
  enrolmentPaymentSchema,
  enrolSchema,
  today,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/sql';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { paymentUnavailable } from '../payments/purpose-payments';
import { paymentProviderOf } from '../payments/purposes';
import {
  cardsOf,
  catalogueCourse,
  catalogueInstitutes,
  catalogueInstructor,
  searchCatalogue,
} from './catalogue';
import {
  catalogueCourseOr404,
  courseExists,
  hasEnrolment,
  insertEnrolment,
  lockBatch,
  lockOwnEnrolment,
  takeSeat,
} from './enrol';
import { enrolmentPayments, openEnrolmentPayment } from './payments';
import {
  enrolmentInCourse,
  favouriteIds,
  findEnrolment,
  findPayment,
  isFavourite,
  myCourses,
  ratingOf,
  saveRating,
  toggleFavourite,
} from './repository';

/*
 * Youth learning, find and enrol (issue 16 items 1-2; ADR 0075): the public catalogue, enrolment into a batch with
 * seats enforced under the batch's row lock, paid enrolments through the wallet port, the youth's courses, favourites
 * and ratings. Every protected call is the youth's own (youthOnly: 403 for anyone else); another youth's enrolment or
 * payment answers 404. A course id is looked up before the body is read.
 */

const conflict = (message: string) => new HttpError(409, message);

export function registerCourseEnrolmentRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const provider = paymentProviderOf(app);
  enrolmentPayments.register(app);

  // --- the public catalogue -------------------------------------------------------------------------------------
  registerListEndpoint(
    app,
    E.catalogueCourses,
    async (ctx) => searchCatalogue(db, ctx.query, ctx.page, today()),
    {
      query: courseCatalogueQuerySchema,
    },
  );

  registerEndpoint(app, E.catalogueCourse, async (ctx) => {
    const course = await catalogueCourse(db, ctx.id(), today());
    if (!course) throw notFound();
    return course;
  });

  // an instructor's public profile: only from a catalogue course the trainer teaches (ADR 0075)
  registerEndpoint(app, E.catalogueInstructor, async (ctx) => {
    const profile = await catalogueInstructor(db, ctx.id(), ctx.id('instructorId'));
    if (!profile) throw notFound();
    return profile;
  });

  registerEndpoint(app, E.catalogueInstitutes, async () => catalogueInstitutes(db));

  // --- enrolment --------------------------------------------------------------------------------------------------
  registerEndpoint(
    app,
    E.enrolCourse,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = ctx.id();
      const day = today();
      const done = await db.transaction(async (tx) => {
        const course = await catalogueCourseOr404(tx, courseId);
        const body = await validated(enrolSchema, ctx.body ?? {});
        if (course.fee > 0 && !provider) throw paymentUnavailable();
        // the batch's row lock: concurrent enrolments into it take turns, each reading the seats the last one left
        const batch = await lockBatch(tx, body.batch_id, courseId, day);
        if (!batch?.open) throw validationFailed({ batch_id: [ERR.batchClosed] });
        if (await hasEnrolment(tx, youth, courseId)) throw conflict(ERR.alreadyEnrolled);
        if (Number(batch.available_seats) <= 0) throw conflict(ERR.batchFull);
        await takeSeat(tx, body.batch_id);
        const paid = course.fee > 0;
        let enrolmentId: number;
        try {
          enrolmentId = await insertEnrolment(tx, {
            courseId,
            batchId: body.batch_id,
            youthId: youth,
            fee: course.fee,
            paid,
          });
        } catch (error) {
          // the same youth enrolling twice at once (another batch): the unique (youth, course) decides
          if (isUniqueViolation(error)) throw conflict(ERR.alreadyEnrolled);
          throw error;
        }
        const locale: CatalogueLocale = body.locale ?? 'en-US';
        const opened =
          paid && provider
            ? await openEnrolmentPayment(
                tx,
                provider,
                {
                  id: enrolmentId,
                  fee: course.fee,
                  course_title: course.title,
                  course_title_en: course.title_en,
                },
                locale,
              )
            : null;
        return { enrolmentId, opened };
      });
      ctx.request.log.info(
        { event: 'course_enrolment.created', course_enrolment_id: done.enrolmentId, course_id: courseId },
        'course enrolment created',
      );
      const started =
        done.opened && provider
          ? await enrolmentPayments.checkout(app, provider, done.opened, ctx.request.log)
          : null;
      const enrolment = await findEnrolment(db, done.enrolmentId, youth);
      if (!enrolment) throw notFound();
      const payment = done.opened ? await findPayment(db, done.opened.paymentId, youth) : null;
      return { enrolment, payment, redirect_url: started?.redirect_url ?? null };
    },
    { caller: youthOnly, message: MSG.enrolled, documented: { body: enrolSchema } },
  );

  registerEndpoint(
    app,
    E.payCourseEnrolment,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      const opened = await db.transaction(async (tx) => {
        const row = await lockOwnEnrolment(tx, id, youth);
        if (!row) throw notFound();
        const body = await validated(enrolmentPaymentSchema, ctx.body ?? {});
        if (row.status !== ENROLMENT_STATUS.PAYMENT_PENDING || Number(row.fee) <= 0)
          throw conflict(ERR.alreadyPaid);
        if (!provider) throw paymentUnavailable();
        return openEnrolmentPayment(
          tx,
          provider,
          { ...row, id: Number(row.id), fee: Number(row.fee) },
          body.locale ?? 'en-US',
        );
      });
      if (!provider) throw paymentUnavailable();
      const started = await enrolmentPayments.checkout(app, provider, opened, ctx.request.log);
      const payment = await findPayment(db, opened.paymentId, youth);
      if (!payment) throw notFound();
      return { payment, redirect_url: started.redirect_url };
    },
    {
      caller: youthOnly,
      successCode: 201,
      message: PAYMENT_MESSAGES.started,
      documented: { body: enrolmentPaymentSchema },
    },
  );

  registerEndpoint(
    app,
    E.courseEnrolmentPayment,
    async (ctx) => {
      const payment = await findPayment(db, ctx.id(), ctx.youthId());
      if (!payment) throw notFound();
      return payment;
    },
    { caller: youthOnly },
  );

  registerEndpoint(
    app,
    E.courseEnrolment,
    async (ctx) => {
      const enrolment = await findEnrolment(db, ctx.id(), ctx.youthId());
      if (!enrolment) throw notFound();
      return enrolment;
    },
    { caller: youthOnly },
  );

  registerListEndpoint(app, E.myCourses, async (ctx) => myCourses(db, ctx.youthId(), ctx.page), {
    caller: youthOnly,
  });

  registerEndpoint(
    app,
    E.myEnrolment,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = ctx.id();
      await courseExists(db, courseId);
      const [enrolment, favourite, rating] = await Promise.all([
        enrolmentInCourse(db, courseId, youth),
        isFavourite(db, youth, courseId),
        ratingOf(db, youth, courseId),
      ]);
      return {
        enrolment,
        favourite,
        rating: rating ? { rating: rating.rating, review: rating.review ?? null } : null,
      };
    },
    { caller: youthOnly },
  );

  // --- favourites and ratings -------------------------------------------------------------------------------------
  registerEndpoint(
    app,
    E.toggleFavouriteCourse,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = ctx.id();
      await catalogueCourseOr404(db, courseId);
      return { course_id: courseId, favourite: await toggleFavourite(db, youth, courseId) };
    },
    { caller: youthOnly, successCode: 200, message: 'learning.success.favourite' },
  );

  registerListEndpoint(
    app,
    E.favoriteCourses,
    async (ctx) => {
      const cards = await cardsOf(db, await favouriteIds(db, ctx.youthId()), today());
      const { page, page_size } = ctx.page;
      return { data: cards.slice((page - 1) * page_size, page * page_size), total: cards.length };
    },
    { caller: youthOnly },
  );

  registerEndpoint(
    app,
    E.rateCourse,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = ctx.id();
      await courseExists(db, courseId);
      const body = await validated(courseRatingSchema, ctx.body ?? {});
      const enrolment = await enrolmentInCourse(db, courseId, youth);
      if (enrolment?.status !== ENROLMENT_STATUS.ENROLLED) throw conflict(ERR.notEnrolled);
      await saveRating(db, youth, courseId, body.rating, body.review ?? null);
      const saved = await ratingOf(db, youth, courseId);
      if (!saved) throw notFound();
      return saved;
    },
    { caller: youthOnly, message: MSG.rated, documented: { body: courseRatingSchema } },
  );
}
