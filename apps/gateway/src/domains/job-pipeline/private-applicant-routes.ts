import { APPLICANT_TAB, APPLICATION_STATUS as S, endpoints } from '@platform/contract';
import {
  applicantListQuerySchema,
  bulkChangeApplicationStatusSchema,
  changeApplicationStatusSchema,
  recruiterJobOffersQuerySchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { jobIdOrNotFound, jobInScope, jobScopeFrom } from '../jobs/in-scope';
import {
  applicantCounts,
  applicationHistory,
  isRemoved,
  listApplicants,
  listJobOffers,
  setRemoved,
  toggleSaved,
} from './applicants';
import { applicantOr404, lockApplicant } from './in-scope';
import { applicantStatuses, conflict, PIPELINE_ERRORS } from './rules';
import { changeStatuses, restoreApplicant } from './status-changes';

/**
 * A job's applicants for its recruiter (spec §2 /jobs/{id}/management, /job-offers; ADR 0060, 0063): the list by tab,
 * stage and status, the counts, an applicant's history, the plain status changes (single and bulk), restore, the
 * bookmark and removal. Every id is looked up inside the caller's scope before the body is read: another
 * organisation's job or applicant is 404.
 */
export function registerApplicantRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

  registerListEndpoint(
    app,
    endpoints.jobApplicants,
    async (ctx) => {
      const jobId = await jobIdOrNotFound(db, ctx.id(), jobScopeFrom(ctx));
      const q = await validated(applicantListQuerySchema, ctx.query);
      return listApplicants(db, jobId, applicantStatuses(q), ctx.page, {
        saved: q.tab === APPLICANT_TAB.SAVED,
        removed: q.removed === true,
      });
    },
    { documented: { query: applicantListQuerySchema } },
  );

  registerListEndpoint(
    app,
    endpoints.recruiterJobOffers,
    async (ctx) => listJobOffers(db, jobScopeFrom(ctx), ctx.query.status ?? null, ctx.page),
    { query: recruiterJobOffersQuerySchema },
  );

  registerEndpoint(app, endpoints.jobApplicantCounts, async (ctx) => {
    const jobId = await jobIdOrNotFound(db, ctx.id(), jobScopeFrom(ctx));
    return applicantCounts(db, jobId);
  });

  registerEndpoint(app, endpoints.jobApplicantHistory, async (ctx) => {
    const row = await lockApplicant(db, ctx.id(), ctx.id('applicationId'), jobScopeFrom(ctx));
    return applicationHistory(db, row.id);
  });

  registerEndpoint(
    app,
    endpoints.changeApplicantStatus,
    async (ctx) => {
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      const scope = jobScopeFrom(ctx);
      // out of scope answers 404 before the body is looked at
      await lockApplicant(db, jobId, applicationId, scope);
      const { status } = await validated(changeApplicationStatusSchema, ctx.body);
      const by = ctx.requireUser().id;
      const field = { single: 'status' };
      const [applicant] = await changeStatuses(db, notifier, {
        jobId,
        ids: [applicationId],
        to: status,
        by,
        scope,
        field,
      });
      if (!applicant) throw notFound();
      return applicant;
    },
    { message: 'jobs.success.status_changed', documented: { body: changeApplicationStatusSchema } },
  );

  registerEndpoint(
    app,
    endpoints.bulkChangeApplicantStatus,
    async (ctx) => {
      const jobId = ctx.id();
      const scope = jobScopeFrom(ctx);
      await jobInScope(db, jobId, scope);
      const { status, application_ids: ids } = await validated(bulkChangeApplicationStatusSchema, ctx.body);
      const field = { batch: 'application_ids', ids };
      return changeStatuses(db, notifier, { jobId, ids, to: status, by: ctx.requireUser().id, scope, field });
    },
    { message: 'jobs.success.status_changed', documented: { body: bulkChangeApplicationStatusSchema } },
  );

  registerEndpoint(
    app,
    endpoints.restoreApplicant,
    async (ctx) =>
      restoreApplicant(db, ctx.id(), ctx.id('applicationId'), ctx.requireUser().id, jobScopeFrom(ctx)),
    { message: 'jobs.success.restored' },
  );

  registerEndpoint(app, endpoints.toggleSaveApplicant, async (ctx) => {
    const jobId = ctx.id();
    const applicationId = ctx.id('applicationId');
    const scope = jobScopeFrom(ctx);
    const is_saved = await db.transaction(async (tx) => {
      await lockApplicant(tx, jobId, applicationId, scope);
      return toggleSaved(tx, applicationId);
    });
    return { application_id: applicationId, is_saved };
  });

  registerEndpoint(
    app,
    endpoints.removeApplicant,
    async (ctx) => {
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      const scope = jobScopeFrom(ctx);
      const user = ctx.requireUser();
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, scope);
        if (row.status === S.HIRED) throw conflict(PIPELINE_ERRORS.hiredNotRemovable);
        if (await isRemoved(tx, row.id)) throw conflict(PIPELINE_ERRORS.alreadyRemoved);
        await setRemoved(tx, row.id, user.id);
      });
      return applicantOr404(db, applicationId);
    },
    { message: 'job_pipeline.success.removed' },
  );

  registerEndpoint(
    app,
    endpoints.putBackApplicant,
    async (ctx) => {
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      const scope = jobScopeFrom(ctx);
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, scope);
        if (!(await isRemoved(tx, row.id))) throw conflict(PIPELINE_ERRORS.notRemoved);
        await setRemoved(tx, row.id, null);
      });
      return applicantOr404(db, applicationId);
    },
    { message: 'job_pipeline.success.put_back' },
  );
}
