import { APPLICATION_STATUS as S, endpoints, NOTIFICATION_EVENT } from '@platform/contract';
import { jobOfferSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { validated } from '../../platform/validate';
import { jobInScope, jobScopeFrom } from '../jobs/in-scope';
import { moveApplication } from './applicants';
import { applicantOr404, lockApplicant } from './in-scope';
import { markOffer, upsertOffer } from './offers';
import { notifyApplicants } from './notifications';
import { checkMoves } from './rules';
import { followBoardStatus } from './status-changes';

/**
 * Offers and hire (spec §2 /job-offers; §7 private offers, hire; ADR 0063): 11 / 23 / 35 / 43 / 44 → 41 with the
 * terms (the youth told in the same transaction), 41 / 42 → 44 cancelled, 42 → 51 hired. Every id is looked up inside
 * the caller's scope before the body is read.
 */
export function registerOfferRoutes(app: FastifyInstance): void {
  const { db, notifier, config } = app.services;
  const youthPortal = config.portalOrigins[0] ?? '';

  registerEndpoint(
    app,
    endpoints.sendJobOffer,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      await jobInScope(db, jobId, scope);
      const body = await validated(jobOfferSchema, ctx.body);
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, body.application_id, scope);
        checkMoves([row], S.OFFER_LETTER_SENT, 'recruiter', { single: 'status' });
        await upsertOffer(
          tx,
          row.id,
          { salary: body.salary, joining_date: body.joining_date, message: body.message ?? null },
          user.id,
        );
        await moveApplication(tx, row.id, row.status, S.OFFER_LETTER_SENT, user.id);
        await notifyApplicants(tx, notifier, NOTIFICATION_EVENT.JOB_OFFER_INVITATION, [row.id], {
          extra: () => ({
            salary: body.salary,
            joining_date: body.joining_date,
            message: body.message ?? '',
            link: `${youthPortal}/job-offers`,
          }),
        });
      });
      return applicantOr404(db, body.application_id);
    },
    { successCode: 200, message: 'job_pipeline.success.offer_sent', documented: { body: jobOfferSchema } },
  );

  registerEndpoint(
    app,
    endpoints.cancelJobOffer,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, scope);
        checkMoves([row], S.OFFER_CANCELLED, 'recruiter', { single: 'status' });
        await moveApplication(tx, row.id, row.status, S.OFFER_CANCELLED, user.id);
        await markOffer(tx, row.id, 'cancelled');
      });
      return applicantOr404(db, applicationId);
    },
    { message: 'job_pipeline.success.offer_cancelled' },
  );

  registerEndpoint(
    app,
    endpoints.hireApplicant,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, scope);
        checkMoves([row], S.HIRED, 'recruiter', { single: 'status' });
        await moveApplication(tx, row.id, row.status, S.HIRED, user.id);
        await followBoardStatus(tx, [row.id], S.HIRED);
      });
      return applicantOr404(db, applicationId);
    },
    { message: 'job_pipeline.success.hired' },
  );
}
