import { endpoints, JOB_POST_STATUS, type JobPostStatus } from '@platform/contract';
import { platformJobListQuerySchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import { JOB_ERRORS } from './errors';
import { jobInScope, jobScopeFrom } from './in-scope';
import { listJobs, lockJob } from './posts';

/*
 * The admin's platform-wide job list and its staff actions (issue 17 item 8; ADR 0107). The list is the recruiter's
 * list (posts.ts listJobs) with the platform filters, guarded by its own key; the tenant comes from the caller as in
 * every private job call, so a platform administrator sees every organisation's posts. Deactivate takes a live or
 * approved job off the public board — a stored status of its own, which every public read (status 'live') leaves
 * out — and restore puts it back in the status it had.
 */

/** Statuses staff may deactivate: what the public sees (live) or is about to (approved, waiting for payment). */
export const DEACTIVATABLE_JOB_STATUSES: readonly JobPostStatus[] = [
  JOB_POST_STATUS.LIVE,
  JOB_POST_STATUS.APPROVED,
];

async function deactivate(tx: Db, id: number, from: JobPostStatus, userId: number): Promise<void> {
  await tx.query(
    `update jobs set status = 'deactivated', deactivated_from = $2, deactivated_at = now(), deactivated_by = $3,
       updated_at = now() where id = $1`,
    [id, from, userId],
  );
}

async function restore(tx: Db, id: number): Promise<void> {
  await tx.query(
    `update jobs set status = coalesce(deactivated_from, 'approved'), deactivated_from = null, deactivated_at = null,
       deactivated_by = null, updated_at = now() where id = $1`,
    [id],
  );
}

export function registerPlatformJobRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerListEndpoint(
    app,
    endpoints.platformJobs,
    async (ctx) => listJobs(db, jobScopeFrom(ctx), ctx.query, ctx.page, today()),
    { query: platformJobListQuerySchema },
  );

  registerEndpoint(
    app,
    endpoints.deactivateJob,
    async (ctx) => {
      const id = ctx.id();
      const user = ctx.requireUser();
      const s = jobScopeFrom(ctx);
      await db.transaction(async (tx) => {
        const locked = await lockJob(tx, id, s);
        if (!locked) throw notFound();
        if (!DEACTIVATABLE_JOB_STATUSES.includes(locked.status))
          throw new HttpError(409, JOB_ERRORS.notDeactivatable);
        await deactivate(tx, id, locked.status, user.id);
      });
      return jobInScope(db, id, s);
    },
    { successCode: 200, message: 'jobs.success.deactivated' },
  );

  registerEndpoint(
    app,
    endpoints.restoreJob,
    async (ctx) => {
      const id = ctx.id();
      const s = jobScopeFrom(ctx);
      await db.transaction(async (tx) => {
        const locked = await lockJob(tx, id, s);
        if (!locked) throw notFound();
        if (locked.status !== JOB_POST_STATUS.DEACTIVATED)
          throw new HttpError(409, JOB_ERRORS.notDeactivated);
        await restore(tx, id);
      });
      return jobInScope(db, id, s);
    },
    { successCode: 200, message: 'jobs.success.job_restored' },
  );
}
