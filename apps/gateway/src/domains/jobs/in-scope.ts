import type { JobPost } from '@platform/contract';
import { today } from '@platform/validation';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { findJob, jobIdInScope } from './posts';
import { type JobScope, jobScopeOf } from './scope';

/*
 * The lookups a private call with a job id starts with (ADR 0060, 0063): the job inside the caller's scope (the
 * organisation condition is in the SQL), else 404 — before the body is read.
 */

/** The caller's job scope from the endpoint context. */
export const jobScopeFrom = (ctx: { tenant(): TenantScope }): JobScope => jobScopeOf(ctx.tenant());

/** A job of the scope, or 404. */
export async function jobInScope(db: Db, id: number, scope: JobScope): Promise<JobPost> {
  const job = await findJob(db, id, scope, today());
  if (!job) throw notFound();
  return job;
}

/** The job's id when it is in the scope, or 404 (the applicant lists need only the tenant check, not the post). */
export async function jobIdOrNotFound(db: Db, id: number, scope: JobScope): Promise<number> {
  const jobId = await jobIdInScope(db, id, scope);
  if (jobId === null) throw notFound();
  return jobId;
}
