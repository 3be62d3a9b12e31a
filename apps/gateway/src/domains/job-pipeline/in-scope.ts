import type { JobApplicant } from '@platform/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { JobScope } from '../jobs/scope';
import { applicantsByIds, lockApplications } from './applicants';

/* The application lookups of the private pipeline calls (ADR 0063): inside the caller's scope, else 404. */

/** One application of the job in scope, locked, or 404. */
export async function lockApplicant(tx: Db, jobId: number, applicationId: number, scope: JobScope) {
  const [row] = await lockApplications(tx, jobId, [applicationId], scope);
  if (!row) throw notFound();
  return row;
}

/** The applicant row as the screens show it, or 404. */
export async function applicantOr404(db: Db, id: number): Promise<JobApplicant> {
  const [row] = await applicantsByIds(db, [id]);
  if (!row) throw notFound();
  return row;
}
