import { endpoints, type FieldErrors } from '@platform/contract';
import { applyJobSchema, appliedJobsQuerySchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { isUniqueViolation } from '../../db/sql';
import { applicationOf, insertApplication, isFavourite, myJobRows, toggleFavourite } from './applications';
import { loadJobSummaries } from './cards';
import { eligibilityOf, matchYouth } from './eligibility';
import { APPLY_ERRORS } from './errors';
import { notifyOrganization } from './notify';
import { publicJob } from './search';
import { publicSummary } from './views';

/**
 * The youth's side of jobs (spec §2 /jobs/{id} apply, /my-jobs; §7 protected apply, toggle-favourite,
 * application-status, applied-jobs). Every call acts on the caller's own applications and favourites.
 */
export function registerProtectedJobRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(
    app,
    endpoints.applyJob,
    async (ctx) => {
      const youth = ctx.youthId();
      const jobId = ctx.id();
      const day = today();
      const job = await publicJob(db, jobId, day);
      if (!job) throw notFound();
      if (job.status === 'expired') throw new HttpError(409, APPLY_ERRORS.deadlinePassed);
      if (await applicationOf(db, jobId, youth)) throw new HttpError(409, APPLY_ERRORS.alreadyApplied);
      const { expected_salary } = await validated(applyJobSchema, ctx.body);

      const outcome = await matchYouth(db, job, youth, expected_salary, day);
      if (outcome.refusals.length) {
        const errors: FieldErrors = {};
        for (const r of outcome.refusals) errors[r.criterion] = [r.message];
        throw new HttpError(422, APPLY_ERRORS.criteriaNotMet, errors);
      }
      try {
        return await db.transaction(async (tx) => {
          const application = await insertApplication(tx, jobId, youth, expected_salary, outcome.score);
          await notifyOrganization(tx, app.services.notifier, jobId, application.id);
          return application;
        });
      } catch (error) {
        // two applies at once: the unique (job, youth) index lets one through
        if (isUniqueViolation(error)) throw new HttpError(409, APPLY_ERRORS.alreadyApplied);
        throw error;
      }
    },
    // anti-automation (quality anchors A: rate limits on apply): far above what a person applies in a minute
    // the body is read once the job and the caller's earlier application are checked
    {
      message: 'jobs.success.applied',
      rateLimit: { max: 30, timeWindow: 60_000 },
      documented: { body: applyJobSchema },
    },
  );

  // the same rule as apply, asked when the job's page opens (issue 12, defect 4)
  registerEndpoint(app, endpoints.jobEligibility, async (ctx) => {
    const youth = ctx.youthId();
    const day = today();
    const job = await publicJob(db, ctx.id(), day);
    if (!job) throw notFound();
    return eligibilityOf(db, job, youth, day);
  });

  registerEndpoint(
    app,
    endpoints.toggleFavouriteJob,
    async (ctx) => {
      const youth = ctx.youthId();
      const jobId = ctx.id();
      const job = await publicJob(db, jobId, today());
      // a favourite that exists may always be removed, even once the job is gone from the board
      if (!job && !(await isFavourite(db, youth, jobId))) throw notFound();
      const is_favourite = await db.transaction((tx) => toggleFavourite(tx, youth, jobId));
      return { job_id: jobId, is_favourite };
    },
    { successCode: 200 },
  );

  registerEndpoint(app, endpoints.applicationStatus, async (ctx) => {
    const application = await applicationOf(db, ctx.id(), ctx.youthId());
    if (!application) throw notFound();
    return application;
  });

  registerListEndpoint(
    app,
    endpoints.appliedJobs,
    async (ctx) => {
      const youth = ctx.youthId();
      const { rows, total } = await myJobRows(db, youth, ctx.query.tab ?? 'all', ctx.page);
      const jobs = new Map(
        (
          await loadJobSummaries(
            db,
            rows.map((r) => r.job_id),
            today(),
          )
        ).map((j) => [j.id, j]),
      );
      const data = rows.flatMap((r) => {
        const job = jobs.get(r.job_id);
        return job
          ? [{ job: publicSummary(job), application: r.application, is_favourite: r.is_favourite }]
          : [];
      });
      return { data, total };
    },
    { caller: youthOnly, query: appliedJobsQuerySchema },
  );
}
