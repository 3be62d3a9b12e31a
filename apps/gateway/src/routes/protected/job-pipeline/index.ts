import {
  APPLICATION_STATUS as S,
  type ApplicationStatus,
  type CandidateResponse,
  endpoints,
  type InterviewCandidateStatusBody,
  type YouthJobOffer,
} from '@platform/contract';
import { interviewCandidateStatusSchema, today, youthJobOffersQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import {
  hasInterview,
  lockOwnApplication,
  lockOwnApplicationById,
  markOffer,
  recordResponse,
  youthInterview,
  youthOffers,
} from '../../../db/repositories/job-pipeline';
import { loadJobSummaries, moveApplication } from '../../../db/repositories/jobs';
import { registerEndpoint, registerListEndpoint } from '../../../platform/endpoint';
import { notFound } from '../../../platform/errors';
import { checkMoves, conflict, PIPELINE_ERRORS } from '../../../job-posts/pipeline';
import { publicSummary } from '../../../job-posts/views';
import { validated } from '../../../platform/validate';
import { youthOnly } from '../../../platform/callers';

/** Where each answer takes the application; `rescheduled` keeps the status (the request is recorded). */
const RESPONSE_STATUS: Record<CandidateResponse, ApplicationStatus | null> = {
  accepted: S.INTERVIEW_INVITATION_CONFIRMED,
  rejected: S.INTERVIEW_INVITATION_REJECTED,
  rescheduled: null,
};

/**
 * The youth's answer to its interview invitation (the protected call and the public link share it): accepted → 33,
 * rejected → 34 through the transition table with the youth as the actor; rescheduled needs an open invitation (32 or
 * 33) and leaves the status as it is, with the request and its note for the recruiter.
 */
export async function answerInvitation(
  tx: Db,
  row: { id: number; status: ApplicationStatus },
  youthId: number,
  body: InterviewCandidateStatusBody,
): Promise<void> {
  if (!(await hasInterview(tx, row.id))) throw conflict(PIPELINE_ERRORS.noOpenInvitation);
  const to = RESPONSE_STATUS[body.response];
  if (to === null) {
    if (row.status !== S.INTERVIEW_INVITATION_SENT && row.status !== S.INTERVIEW_INVITATION_CONFIRMED)
      throw conflict(PIPELINE_ERRORS.noOpenInvitation);
    await recordResponse(tx, row.id, body.response, body.note ?? null, 3);
    return;
  }
  checkMoves([row], to, 'youth', { single: 'response' });
  await moveApplication(tx, row.id, row.status, to, youthId);
  await recordResponse(tx, row.id, body.response, body.note ?? null, body.response === 'rejected' ? 8 : 3);
}

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

  const offersOf = async (
    rows: Awaited<ReturnType<typeof youthOffers>>['rows'],
  ): Promise<YouthJobOffer[]> => {
    const jobs = new Map(
      (
        await loadJobSummaries(
          db,
          rows.map((r) => r.job_id),
          today(),
        )
      ).map((j) => [j.id, j]),
    );
    return rows.flatMap((r) => {
      const job = jobs.get(r.job_id);
      return job
        ? [
            {
              ...r.offer,
              application_id: r.application_id,
              job_id: r.job_id,
              status: r.status,
              job: publicSummary(job),
            },
          ]
        : [];
    });
  };

  registerListEndpoint(
    app,
    endpoints.youthJobOffers,
    async (ctx) => {
      const youth = ctx.youthId();
      const openOnly = ctx.query.filter === 'open';
      const { rows, total } = await youthOffers(db, youth, { openOnly }, ctx.page);
      return { data: await offersOf(rows), total };
    },
    { caller: youthOnly, query: youthJobOffersQuerySchema },
  );

  const answerOffer =
    (to: typeof S.OFFER_ACCEPTED | typeof S.OFFER_REJECTED) =>
    async (ctx: { id(name: 'applicationId'): number; youthId(): number }) => {
      const youth = ctx.youthId();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        const row = await lockOwnApplicationById(tx, applicationId, youth);
        if (!row) throw notFound();
        checkMoves([row], to, 'youth', { single: 'status' });
        await moveApplication(tx, row.id, row.status, to, youth);
        await markOffer(tx, row.id, 'responded');
      });
      const { rows } = await youthOffers(db, youth, { applicationId }, { page: 1, page_size: 1 });
      const [offer] = await offersOf(rows);
      if (!offer) throw notFound();
      return offer;
    };
  registerEndpoint(app, endpoints.acceptJobOffer, answerOffer(S.OFFER_ACCEPTED), {
    successCode: 200,
    message: 'job_pipeline.success.offer_accepted',
  });
  registerEndpoint(app, endpoints.rejectJobOffer, answerOffer(S.OFFER_REJECTED), {
    successCode: 200,
    message: 'job_pipeline.success.offer_rejected',
  });
}
