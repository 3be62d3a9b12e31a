import { APPLICATION_STATUS as S, INTERVIEW_RESULT_STATUS, NOTIFICATION_EVENT } from '@platform/contract';
import { interviewResultSchema, inviteToScheduleSchema } from '@platform/validation';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { jobInScope } from '../jobs/in-scope';
import type { JobScope } from '../jobs/scope';
import type { Notifier } from '../notifications/outbox';
import { lockApplications, moveApplication } from './applicants';
import { boardMembers } from './boards';
import { lockApplicant } from './in-scope';
import { hasInterview, insertBoardLink, setBoardStatus, upsertCandidate } from './interviews';
import { newLinkToken } from './links';
import { notifyApplicants, scheduleText } from './notifications';
import { checkMoves, conflict, PIPELINE_ERRORS } from './rules';
import { alreadyInSchedule, lockSchedule, scheduleById } from './schedules';

/*
 * Inviting applicants to an interview schedule and recording how it went (ADR 0063): 31 / 33 / 34 / 36 → 32 for all
 * or none, capacity checked under the schedule's lock, the candidates and the board told in the same transaction;
 * 33 → 35 interviewed or 36 absent.
 */

export interface PipelineLinks {
  /** The youth portal, where the candidate's confirmation link and the board member's join link point. */
  youthPortal: string;
  /** The video conference base of an online schedule's room (VIDEO_CONF_BASE_URL). */
  videoBase: string;
}

/** Invites the body's applications (read after the schedule is found in scope) to the schedule; their ids. */
export async function inviteToSchedule(
  db: Db,
  notifier: Notifier,
  links: PipelineLinks,
  invite: { jobId: number; scheduleId: number; scope: JobScope; by: number; body: unknown },
): Promise<number[]> {
  const { jobId, scheduleId, scope, by } = invite;
  return db.transaction(async (tx) => {
    const locked = await lockSchedule(tx, jobId, scheduleId, scope);
    if (!locked) throw notFound();
    const { application_ids } = await validated(inviteToScheduleSchema, invite.body);
    const unique = [...new Set(application_ids)];
    const rows = await lockApplications(tx, jobId, unique, scope);
    if (rows.length !== unique.length) throw notFound();
    checkMoves(rows, S.INTERVIEW_INVITATION_SENT, 'recruiter', {
      batch: 'application_ids',
      ids: application_ids,
    });
    const taking = unique.length - (await alreadyInSchedule(tx, scheduleId, unique));
    if (locked.candidates + taking > locked.max_candidates) throw conflict(PIPELINE_ERRORS.scheduleFull);

    const confirmations = new Map<number, string>();
    for (const row of rows) {
      const { token, hash } = newLinkToken();
      await upsertCandidate(tx, row.id, scheduleId, hash, by);
      await moveApplication(tx, row.id, row.status, S.INTERVIEW_INVITATION_SENT, by);
      confirmations.set(row.id, `${links.youthPortal}/candidate-interview-confirmation?token=${token}`);
    }
    const schedule = await scheduleById(tx, scheduleId, links.videoBase);
    if (!schedule) throw notFound();
    const when = scheduleText(schedule);
    await notifyApplicants(tx, notifier, NOTIFICATION_EVENT.INTERVIEW_INVITATION_CANDIDATE, unique, {
      extra: (id) => ({ ...when, link: confirmations.get(id) ?? '' }),
    });
    if (locked.board_id !== null) {
      const job = await jobInScope(tx, jobId, scope);
      for (const member of await boardMembers(tx, locked.board_id)) {
        const { token, hash } = newLinkToken();
        await insertBoardLink(tx, scheduleId, member.id, hash);
        await notifier.notify(
          {
            event: NOTIFICATION_EVENT.INTERVIEW_INVITATION_BOARD_MEMBER,
            channels: ['email', 'sms'],
            recipients: [
              {
                user_id: member.user_id ?? undefined,
                email: member.email ?? undefined,
                mobile: member.mobile ?? undefined,
              },
            ],
            variables: {
              name: member.name,
              job_title: job.job_title_en || job.job_title || '',
              candidates: unique.length,
              ...when,
              link: `${links.youthPortal}/join-live-interview-board?token=${token}`,
            },
          },
          tx,
        );
      }
    }
    return unique;
  });
}

/** Records the interview's result of an invited applicant (the body read once it is found): 33 → 35 interviewed, 36 absent. */
export async function recordInterviewResult(
  db: Db,
  at: { jobId: number; applicationId: number; scope: JobScope; by: number; body: unknown },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockApplicant(tx, at.jobId, at.applicationId, at.scope);
    const { result } = await validated(interviewResultSchema, at.body);
    const to = INTERVIEW_RESULT_STATUS[result];
    checkMoves([row], to, 'recruiter', { single: 'status' });
    if (!(await hasInterview(tx, row.id))) throw conflict(PIPELINE_ERRORS.notInvited);
    await moveApplication(tx, row.id, row.status, to, at.by);
    await setBoardStatus(tx, row.id, result === 'interviewed' ? 4 : 8, result);
  });
}
