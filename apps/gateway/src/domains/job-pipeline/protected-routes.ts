import { APPLICATION_STATUS as S, endpoints } from '@platform/contract';
import { interviewCandidateStatusSchema, youthJobOffersQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { lockOwnApplication, youthInterview } from './interviews';
import { youthOffers } from './offers';
import { answerInvitation, answerOffer, offerViews } from './youth-side';

/**
 * The youth's interview and offers (spec §7 protected interview, interview-candidate-status, job-offers; ADR 0063).
 * Every statement carries `youth_id = caller`: another youth's application is 404.
 */
export function registerProtectedJobPipelineRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const videoBase = config.videoConfBaseUrl;

  const interviewOf = async (jobId: number, youth: number) => {
    const interview = await youthInterview(db, jobId, youth, videoBase);
    if (!interview) throw notFound();
    return interview;
  };

  registerEndpoint(app, endpoints.youthInterview, async (ctx) => interviewOf(ctx.id(), ctx.youthId()));

  registerEndpoint(
    app,
    endpoints.interviewCandidateStatus,
    async (ctx) => {
      const youth = ctx.youthId();
      const jobId = ctx.id();
      await db.transaction(async (tx) => {
        const row = await lockOwnApplication(tx, jobId, youth);
        if (!row) throw notFound();
        await answerInvitation(tx, row, youth, await validated(interviewCandidateStatusSchema, ctx.body));
      });
      return interviewOf(jobId, youth);
    },
    // the screen words it per answer: job_pipeline.success.response_<response>; the body is read after the lock
    { successCode: 200, documented: { body: interviewCandidateStatusSchema } },
  );

  registerListEndpoint(
    app,
    endpoints.youthJobOffers,
    async (ctx) => {
      const youth = ctx.youthId();
      const openOnly = ctx.query.filter === 'open';
      const { rows, total } = await youthOffers(db, youth, { openOnly }, ctx.page);
      return { data: await offerViews(db, rows), total };
    },
    { caller: youthOnly, query: youthJobOffersQuerySchema },
  );

  const answer =
    (to: typeof S.OFFER_ACCEPTED | typeof S.OFFER_REJECTED) =>
    async (ctx: { id(name: 'applicationId'): number; youthId(): number }) => {
      const youth = ctx.youthId();
      const applicationId = ctx.id('applicationId');
      await answerOffer(db, youth, applicationId, to);
      const { rows } = await youthOffers(db, youth, { applicationId }, { page: 1, page_size: 1 });
      const [offer] = await offerViews(db, rows);
      if (!offer) throw notFound();
      return offer;
    };
  registerEndpoint(app, endpoints.acceptJobOffer, answer(S.OFFER_ACCEPTED), {
    successCode: 200,
    message: 'job_pipeline.success.offer_accepted',
  });
  registerEndpoint(app, endpoints.rejectJobOffer, answer(S.OFFER_REJECTED), {
    successCode: 200,
    message: 'job_pipeline.success.offer_rejected',
  });
}
