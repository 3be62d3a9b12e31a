import { type ApplicationStatus, type JobApplicant, PIPELINE_CALL_STATUSES } from '@platform/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { JobScope } from '../jobs/scope';
import { restoreTarget } from '../jobs/transitions';
import type { Notifier } from '../notifications/outbox';
import { applicantsByIds, applicationHistory, lockApplications, moveApplication } from './applicants';
import { applicantOr404 } from './in-scope';
import { setBoardStatus } from './interviews';
import { notifyApplicants, STATUS_EVENTS } from './notifications';
import { BOARD_STATUS_AFTER, checkMoves, conflict, PIPELINE_ERRORS } from './rules';

/*
 * The plain status changes of applicants (ADR 0060, 0063): single and bulk, all or none, each move checked against
 * the transition table, the candidate board status kept in step, the youth told in the same transaction.
 */

/** Keeps the candidate board status in step with a move (applications without an interview have no board row). */
export async function followBoardStatus(
  tx: Db,
  applicationIds: readonly number[],
  to: ApplicationStatus,
): Promise<void> {
  const boardStatus = BOARD_STATUS_AFTER[to];
  if (boardStatus === undefined) return;
  for (const id of applicationIds) await setBoardStatus(tx, id, boardStatus);
}

/**
 * Moves the applications of one job of the scope (all or none) after checking each move against the transition table
 * (409 with each refusal under `field`); the statuses with a call of their own (an invitation needs its schedule, a
 * result its interview, an offer its terms) are refused. Shortlisted and selected for interview tell the youth.
 */
export async function changeStatuses(
  db: Db,
  notifier: Notifier,
  change: {
    jobId: number;
    ids: number[];
    to: ApplicationStatus;
    by: number;
    scope: JobScope;
    field: { single: string } | { batch: string; ids: readonly number[] };
  },
): Promise<JobApplicant[]> {
  const { jobId, to } = change;
  const unique = [...new Set(change.ids)];
  await db.transaction(async (tx) => {
    const rows = await lockApplications(tx, jobId, unique, change.scope);
    if (rows.length !== unique.length) throw notFound();
    checkMoves(rows, to, 'recruiter', change.field);
    if (PIPELINE_CALL_STATUSES.includes(to))
      throw conflict(PIPELINE_ERRORS.usePipelineCall, { status: [PIPELINE_ERRORS.usePipelineCall] });
    for (const row of rows) await moveApplication(tx, row.id, row.status, to, change.by);
    await followBoardStatus(tx, unique, to);
    // shortlisted / selected for interview: the youth hears of it, in this transaction (ADR 0063)
    const told = STATUS_EVENTS[to];
    if (told) await notifyApplicants(tx, notifier, told.event, unique, { channels: told.channels });
  });
  return applicantsByIds(db, unique);
}

/** Takes a rejected applicant back to where it was rejected from (409 `jobs.errors.not_rejected` otherwise). */
export async function restoreApplicant(
  db: Db,
  jobId: number,
  applicationId: number,
  by: number,
  scope: JobScope,
): Promise<JobApplicant> {
  await db.transaction(async (tx) => {
    const [row] = await lockApplications(tx, jobId, [applicationId], scope);
    if (!row) throw notFound();
    const target = restoreTarget(row.status, await applicationHistory(tx, row.id));
    if (target === null) throw conflict('jobs.errors.not_rejected');
    await moveApplication(tx, row.id, row.status, target, by);
    await followBoardStatus(tx, [row.id], target);
  });
  return applicantOr404(db, applicationId);
}
