import { endpoints, JOB_POST_STATUS, type JobPostStatus } from '@platform/contract';
import { deactivationSchema, platformJobListQuerySchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { type DeactivatedRecord, notifyTenantAdmins } from '../notifications/tenant-admins';
import { JOB_ERRORS } from './errors';
import { jobInScope, jobScopeFrom } from './in-scope';
import { listJobs, lockJob } from './posts';

/*
 * The admin's platform-wide job list and its staff actions (issue 17 item 8; ADR 0107). The list is the recruiter's
 * list (posts.ts listJobs) with the platform filters, guarded by its own key; the tenant comes from the caller as in
 * every private job call, so a platform administrator sees every organisation's posts. Deactivate takes a live or
 * approved job off the public board — a stored status of its own, which every public read (status 'live') leaves
 * out — and restore puts it back in the status it had. Deactivate takes a reason, kept with who and when; both tell
 * the organisation's administrators through the outbox in the same transaction (ADR 0112).
 */

/** Statuses staff may deactivate: what the public sees (live) or is about to (approved, waiting for payment). */
export const DEACTIVATABLE_JOB_STATUSES: readonly JobPostStatus[] = [
  JOB_POST_STATUS.LIVE,
  JOB_POST_STATUS.APPROVED,
];

async function deactivate(
  tx: Db,
  id: number,
  from: JobPostStatus,
  userId: number,
  reason: string,
): Promise<void> {
  await tx.query(
    `update jobs set status = 'deactivated', deactivated_from = $2, deactivated_at = now(), deactivated_by = $3,
       deactivation_reason = $4, updated_at = now() where id = $1`,
    [id, from, userId, reason],
  );
}

async function restore(tx: Db, id: number): Promise<void> {
  await tx.query(
    `update jobs set status = coalesce(deactivated_from, 'approved'), deactivated_from = null, deactivated_at = null,
       deactivated_by = null, deactivation_reason = null, updated_at = now() where id = $1`,
    [id],
  );
}

/** The job as the organisation's notice names it. */
async function noticeRecord(tx: Db, id: number): Promise<DeactivatedRecord> {
  const r = await tx.query<{
    organization_id: string;
    job_title: string | null;
    job_title_en: string | null;
  }>('select organization_id, job_title, job_title_en from jobs where id = $1', [id]);
  const job = r.rows[0];
  if (!job) throw notFound();
  return {
    kind: 'job',
    tenant: { organization_id: Number(job.organization_id) },
    title: job.job_title,
    title_en: job.job_title_en,
  };
}

export function registerPlatformJobRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

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
        const { reason } = await validated(deactivationSchema, ctx.body);
        if (!DEACTIVATABLE_JOB_STATUSES.includes(locked.status))
          throw new HttpError(409, JOB_ERRORS.notDeactivatable);
        await deactivate(tx, id, locked.status, user.id, reason);
        await notifyTenantAdmins(tx, notifier, await noticeRecord(tx, id), { kind: 'deactivated', reason });
      });
      return jobInScope(db, id, s);
    },
    { successCode: 200, message: 'jobs.success.deactivated', documented: { body: deactivationSchema } },
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
        await notifyTenantAdmins(tx, notifier, await noticeRecord(tx, id), { kind: 'restored' });
      });
      return jobInScope(db, id, s);
    },
    { successCode: 200, message: 'jobs.success.job_restored' },
  );
}
