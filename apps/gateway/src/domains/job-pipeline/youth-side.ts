import {
  APPLICATION_STATUS as S,
  type ApplicationStatus,
  type InterviewCandidateStatusBody,
  type YouthJobOffer,
} from '@platform/contract';
import { today } from '@platform/validation';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { loadJobSummaries } from '../jobs/cards';
import { publicSummary } from '../jobs/views';
import { moveApplication } from './applicants';
import { hasInterview, lockOwnApplicationById, recordResponse } from './interviews';
import { markOffer, type youthOffers } from './offers';
import { checkMoves, conflict, PIPELINE_ERRORS, RESPONSE_STATUS } from './rules';

/*
 * The youth's side of the pipeline (ADR 0063): the answer to an interview invitation (the protected call and the
 * public link share it), the answer to an offer, and the offers as the youth's screens show them.
 */

/**
 * The youth's answer to its interview invitation: accepted → 33, rejected → 34 through the transition table with the
 * youth as the actor; rescheduled needs an open invitation (32 or 33) and leaves the status as it is, with the request
 * and its note for the recruiter.
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

/** The youth accepts (41 → 42) or rejects (41 → 43) its offer, by application id (`youth_id = caller`, else 404). */
export async function answerOffer(
  db: Db,
  youthId: number,
  applicationId: number,
  to: typeof S.OFFER_ACCEPTED | typeof S.OFFER_REJECTED,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnApplicationById(tx, applicationId, youthId);
    if (!row) throw notFound();
    checkMoves([row], to, 'youth', { single: 'status' });
    await moveApplication(tx, row.id, row.status, to, youthId);
    await markOffer(tx, row.id, 'responded');
  });
}

/** Offers with their job's public card (an offer whose job is gone is left out). */
export async function offerViews(
  db: Db,
  rows: Awaited<ReturnType<typeof youthOffers>>['rows'],
): Promise<YouthJobOffer[]> {
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
}
