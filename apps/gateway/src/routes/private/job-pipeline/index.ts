import {
  APPLICATION_STATUS as S,
  type ApplicationStatus,
  endpoints,
  INTERVIEW_RESULT_STATUS,
  type InterviewSchedule,
  type JobApplicant,
  NOTIFICATION_EVENT,
} from '@platform/contract';
import {
  interviewBoardSchema,
  interviewResultSchema,
  interviewScheduleSchema,
  inviteToScheduleSchema,
  jobOfferSchema,
  today,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import {
  alreadyInSchedule,
  boardById,
  boardMembers,
  boardOfJob,
  deleteBoard,
  deleteSchedule,
  foreignUsers,
  hasInterview,
  insertBoard,
  insertBoardLink,
  insertSchedule,
  isRemoved,
  listBoards,
  listSchedules,
  lockBoard,
  lockSchedule,
  markOffer,
  scheduleById,
  scheduleCandidates,
  setBoardStatus,
  setRemoved,
  toggleSaved,
  updateBoard,
  updateSchedule,
  upsertCandidate,
  upsertOffer,
} from '../../../db/repositories/job-pipeline';
import {
  applicantsByIds,
  findJob,
  type JobScope,
  jobScopeOf,
  lockApplications,
  moveApplication,
} from '../../../db/repositories/jobs';
import type { TenantScope } from '../../../platform/tenant-scope';
import { registerEndpoint } from '../../../platform/endpoint';
import { notFound, validationFailed } from '../../../platform/errors';
import {
  checkMoves,
  conflict,
  newLinkToken,
  newVideoRoom,
  notifyApplicants,
  PIPELINE_ERRORS,
  type ScheduleText,
} from '../../../job-posts/pipeline';
import { validated } from '../../../platform/validate';

/**
 * The candidate board status (spec §4) that goes with an application status, for an applicant with an interview:
 * invited or confirmed 3, attended (and on to the offer) 4, declined or absent 8 ("invitation failed"), hired 5, rejected 6. The pipeline
 * calls set it where they move; this map follows the other moves (hire, rejections, restore).
 */
const BOARD_STATUS_AFTER: Partial<Record<ApplicationStatus, 3 | 4 | 5 | 6 | 8>> = {
  [S.INTERVIEW_INVITATION_SENT]: 3,
  [S.INTERVIEW_INVITATION_CONFIRMED]: 3,
  [S.INTERVIEW_INVITATION_REJECTED]: 8,
  [S.INTERVIEW_COMPLETED]: 4,
  [S.ABSENT_IN_INTERVIEW]: 8,
  // the offer stage comes after an attended interview
  [S.OFFER_LETTER_SENT]: 4,
  [S.OFFER_ACCEPTED]: 4,
  [S.OFFER_REJECTED]: 4,
  [S.OFFER_CANCELLED]: 4,
  [S.HIRED]: 5,
  [S.REJECTED_FROM_INTERVIEW]: 6,
  [S.REJECTED_FROM_ASSESSMENT]: 6,
  [S.REJECTED]: 6,
};

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

export const scheduleText = (
  s: Pick<InterviewSchedule, 'interview_date' | 'start_time' | 'end_time' | 'venue' | 'video_link'>,
): ScheduleText => ({
  date: s.interview_date,
  time: `${s.start_time}–${s.end_time}`,
  place: s.venue ?? s.video_link ?? '',
});

/**
 * The recruiter's pipeline beyond plain status changes (spec §2 /jobs/{id}/interview, /interview/schedule,
 * /interview-board/{id}/candidates, /job-offers; ADR 0063). Every id is looked up inside the caller's scope (the job's
 * organisation in the SQL), before the body is read: another organisation's job, board, schedule or application is 404.
 */
export function registerJobPipelineRoutes(app: FastifyInstance): void {
  const { db, notifier, config } = app.services;
  const videoBase = config.videoConfBaseUrl;
  const youthPortal = config.portalOrigins[0] ?? '';
  const scope = (ctx: { tenant(): TenantScope }): JobScope => jobScopeOf(ctx.tenant());

  const jobInScope = async (executor: Db, id: number, s: JobScope) => {
    const job = await findJob(executor, id, s, today());
    if (!job) throw notFound();
    return job;
  };

  /** One application of the job in scope, locked, or 404. */
  const lockApplicant = async (tx: Db, jobId: number, applicationId: number, s: JobScope) => {
    const [row] = await lockApplications(tx, jobId, [applicationId], s);
    if (!row) throw notFound();
    return row;
  };

  const applicant = async (id: number): Promise<JobApplicant> => {
    const [row] = await applicantsByIds(db, [id]);
    if (!row) throw notFound();
    return row;
  };

  // -------------------------------------------------------------------------------------------------------------
  // Boards
  // -------------------------------------------------------------------------------------------------------------

  registerEndpoint(app, endpoints.interviewBoards, async (ctx) => {
    const job = await jobInScope(db, ctx.id(), scope(ctx));
    return listBoards(db, job.id);
  });

  /** The body, with members that are platform users checked to be colleagues of the job's organisation. */
  const boardBody = async (executor: Db, organizationId: number, body: unknown) => {
    const value = await validated(interviewBoardSchema, body);
    const userIds = value.members.map((m) => m.user_id).filter((id): id is number => typeof id === 'number');
    const foreign = new Set(await foreignUsers(executor, organizationId, userIds));
    const errors: Record<string, string[]> = {};
    value.members.forEach((m, i) => {
      if (m.user_id != null && foreign.has(m.user_id))
        errors[`members[${i}].user_id`] = ['validation.reference_missing'];
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    return value;
  };

  registerEndpoint(
    app,
    endpoints.createInterviewBoard,
    async (ctx) => {
      const s = scope(ctx);
      const id = await db.transaction(async (tx) => {
        const job = await jobInScope(tx, ctx.id(), s);
        return insertBoard(tx, job.id, await boardBody(tx, job.organization_id, ctx.body));
      });
      const board = await boardById(db, id);
      if (!board) throw notFound();
      return board;
    },
    { message: 'job_pipeline.success.board_saved', documented: { body: interviewBoardSchema } },
  );

  registerEndpoint(
    app,
    endpoints.updateInterviewBoard,
    async (ctx) => {
      const s = scope(ctx);
      const jobId = ctx.id();
      const boardId = ctx.id('boardId');
      await db.transaction(async (tx) => {
        if (!(await lockBoard(tx, jobId, boardId, s))) throw notFound();
        const job = await jobInScope(tx, jobId, s);
        await updateBoard(tx, boardId, await boardBody(tx, job.organization_id, ctx.body));
      });
      const board = await boardById(db, boardId);
      if (!board) throw notFound();
      return board;
    },
    { message: 'job_pipeline.success.board_saved', documented: { body: interviewBoardSchema } },
  );

  registerEndpoint(
    app,
    endpoints.deleteInterviewBoard,
    async (ctx) => {
      const s = scope(ctx);
      const jobId = ctx.id();
      const boardId = ctx.id('boardId');
      await db.transaction(async (tx) => {
        if (!(await lockBoard(tx, jobId, boardId, s))) throw notFound();
        if (!(await deleteBoard(tx, boardId))) throw conflict(PIPELINE_ERRORS.inUse);
      });
      return null;
    },
    { message: 'job_pipeline.success.board_deleted' },
  );

  // -------------------------------------------------------------------------------------------------------------
  // Schedules
  // -------------------------------------------------------------------------------------------------------------

  registerEndpoint(app, endpoints.interviewSchedules, async (ctx) => {
    const job = await jobInScope(db, ctx.id(), scope(ctx));
    return listSchedules(db, job.id, videoBase);
  });

  const scheduleBody = async (executor: Db, jobId: number, body: unknown) => {
    const value = await validated(interviewScheduleSchema, body);
    if (value.board_id != null && !(await boardOfJob(executor, jobId, value.board_id)))
      throw validationFailed({ board_id: ['validation.reference_missing'] });
    return value;
  };

  const savedSchedule = async (id: number): Promise<InterviewSchedule> => {
    const schedule = await scheduleById(db, id, videoBase);
    if (!schedule) throw notFound();
    return schedule;
  };

  registerEndpoint(
    app,
    endpoints.createInterviewSchedule,
    async (ctx) => {
      const s = scope(ctx);
      const id = await db.transaction(async (tx) => {
        const job = await jobInScope(tx, ctx.id(), s);
        const body = await scheduleBody(tx, job.id, ctx.body);
        return insertSchedule(tx, job.id, body, body.kind === 2 ? newVideoRoom() : null);
      });
      return savedSchedule(id);
    },
    { message: 'job_pipeline.success.schedule_saved', documented: { body: interviewScheduleSchema } },
  );

  registerEndpoint(
    app,
    endpoints.updateInterviewSchedule,
    async (ctx) => {
      const s = scope(ctx);
      const jobId = ctx.id();
      const scheduleId = ctx.id('scheduleId');
      await db.transaction(async (tx) => {
        const locked = await lockSchedule(tx, jobId, scheduleId, s);
        if (!locked) throw notFound();
        const body = await scheduleBody(tx, jobId, ctx.body);
        if (body.max_candidates < locked.candidates)
          throw validationFailed({ max_candidates: [PIPELINE_ERRORS.maxBelowInvited] });
        // a room once made stays the schedule's, so a link already sent keeps working
        const room = body.kind === 2 ? (locked.video_room ?? newVideoRoom()) : locked.video_room;
        await updateSchedule(tx, scheduleId, body, room);
      });
      return savedSchedule(scheduleId);
    },
    { message: 'job_pipeline.success.schedule_saved', documented: { body: interviewScheduleSchema } },
  );

  registerEndpoint(
    app,
    endpoints.deleteInterviewSchedule,
    async (ctx) => {
      const s = scope(ctx);
      const jobId = ctx.id();
      const scheduleId = ctx.id('scheduleId');
      await db.transaction(async (tx) => {
        if (!(await lockSchedule(tx, jobId, scheduleId, s))) throw notFound();
        if (!(await deleteSchedule(tx, scheduleId))) throw conflict(PIPELINE_ERRORS.inUse);
      });
      return null;
    },
    { message: 'job_pipeline.success.schedule_deleted' },
  );

  registerEndpoint(app, endpoints.interviewScheduleCandidates, async (ctx) => {
    const s = scope(ctx);
    const jobId = ctx.id();
    const scheduleId = ctx.id('scheduleId');
    const found = await db.transaction((tx) => lockSchedule(tx, jobId, scheduleId, s));
    if (!found) throw notFound();
    return scheduleCandidates(db, scheduleId);
  });

  // -------------------------------------------------------------------------------------------------------------
  // Invitation: 31 / 33 / 34 / 36 → 32, the candidates and the board told in the same transaction
  // -------------------------------------------------------------------------------------------------------------

  registerEndpoint(
    app,
    endpoints.inviteToSchedule,
    async (ctx) => {
      const s = scope(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      const scheduleId = ctx.id('scheduleId');
      const ids = await db.transaction(async (tx) => {
        const locked = await lockSchedule(tx, jobId, scheduleId, s);
        if (!locked) throw notFound();
        const { application_ids } = await validated(inviteToScheduleSchema, ctx.body);
        const unique = [...new Set(application_ids)];
        const rows = await lockApplications(tx, jobId, unique, s);
        if (rows.length !== unique.length) throw notFound();
        checkMoves(rows, S.INTERVIEW_INVITATION_SENT, 'recruiter', {
          batch: 'application_ids',
          ids: application_ids,
        });
        const taking = unique.length - (await alreadyInSchedule(tx, scheduleId, unique));
        if (locked.candidates + taking > locked.max_candidates) throw conflict(PIPELINE_ERRORS.scheduleFull);

        const links = new Map<number, string>();
        for (const row of rows) {
          const { token, hash } = newLinkToken();
          await upsertCandidate(tx, row.id, scheduleId, hash, user.id);
          await moveApplication(tx, row.id, row.status, S.INTERVIEW_INVITATION_SENT, user.id);
          links.set(row.id, `${youthPortal}/candidate-interview-confirmation?token=${token}`);
        }
        const schedule = await scheduleById(tx, scheduleId, videoBase);
        if (!schedule) throw notFound();
        const when = scheduleText(schedule);
        await notifyApplicants(tx, notifier, NOTIFICATION_EVENT.INTERVIEW_INVITATION_CANDIDATE, unique, {
          extra: (id) => ({ ...when, link: links.get(id) ?? '' }),
        });
        if (locked.board_id !== null) {
          const job = await jobInScope(tx, jobId, s);
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
                  link: `${youthPortal}/join-live-interview-board?token=${token}`,
                },
              },
              tx,
            );
          }
        }
        return unique;
      });
      return applicantsByIds(db, ids);
    },
    {
      successCode: 200,
      message: 'job_pipeline.success.invitation_sent',
      documented: { body: inviteToScheduleSchema },
    },
  );

  // the message is the status change's: the screen shows job_pipeline.changed.<35|36> of the answer's status
  registerEndpoint(
    app,
    endpoints.recordInterviewResult,
    async (ctx) => {
      const s = scope(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, s);
        const { result } = await validated(interviewResultSchema, ctx.body);
        const to = INTERVIEW_RESULT_STATUS[result];
        checkMoves([row], to, 'recruiter', { single: 'status' });
        if (!(await hasInterview(tx, row.id))) throw conflict(PIPELINE_ERRORS.notInvited);
        await moveApplication(tx, row.id, row.status, to, user.id);
        await setBoardStatus(tx, row.id, result === 'interviewed' ? 4 : 8, result);
      });
      return applicant(applicationId);
    },
    { message: 'jobs.success.status_changed', documented: { body: interviewResultSchema } },
  );

  // -------------------------------------------------------------------------------------------------------------
  // Offers and hire
  // -------------------------------------------------------------------------------------------------------------

  registerEndpoint(
    app,
    endpoints.sendJobOffer,
    async (ctx) => {
      const s = scope(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      await jobInScope(db, jobId, s);
      const body = await validated(jobOfferSchema, ctx.body);
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, body.application_id, s);
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
      return applicant(body.application_id);
    },
    { successCode: 200, message: 'job_pipeline.success.offer_sent', documented: { body: jobOfferSchema } },
  );

  registerEndpoint(
    app,
    endpoints.cancelJobOffer,
    async (ctx) => {
      const s = scope(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, s);
        checkMoves([row], S.OFFER_CANCELLED, 'recruiter', { single: 'status' });
        await moveApplication(tx, row.id, row.status, S.OFFER_CANCELLED, user.id);
        await markOffer(tx, row.id, 'cancelled');
      });
      return applicant(applicationId);
    },
    { message: 'job_pipeline.success.offer_cancelled' },
  );

  registerEndpoint(
    app,
    endpoints.hireApplicant,
    async (ctx) => {
      const s = scope(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, s);
        checkMoves([row], S.HIRED, 'recruiter', { single: 'status' });
        await moveApplication(tx, row.id, row.status, S.HIRED, user.id);
        await followBoardStatus(tx, [row.id], S.HIRED);
      });
      return applicant(applicationId);
    },
    { message: 'job_pipeline.success.hired' },
  );

  // -------------------------------------------------------------------------------------------------------------
  // Saved and removed
  // -------------------------------------------------------------------------------------------------------------

  registerEndpoint(app, endpoints.toggleSaveApplicant, async (ctx) => {
    const s = scope(ctx);
    const jobId = ctx.id();
    const applicationId = ctx.id('applicationId');
    const is_saved = await db.transaction(async (tx) => {
      await lockApplicant(tx, jobId, applicationId, s);
      return toggleSaved(tx, applicationId);
    });
    return { application_id: applicationId, is_saved };
  });

  registerEndpoint(
    app,
    endpoints.removeApplicant,
    async (ctx) => {
      const s = scope(ctx);
      const user = ctx.requireUser();
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, s);
        if (row.status === S.HIRED) throw conflict(PIPELINE_ERRORS.hiredNotRemovable);
        if (await isRemoved(tx, row.id)) throw conflict(PIPELINE_ERRORS.alreadyRemoved);
        await setRemoved(tx, row.id, user.id);
      });
      return applicant(applicationId);
    },
    { message: 'job_pipeline.success.removed' },
  );

  registerEndpoint(
    app,
    endpoints.putBackApplicant,
    async (ctx) => {
      const s = scope(ctx);
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        const row = await lockApplicant(tx, jobId, applicationId, s);
        if (!(await isRemoved(tx, row.id))) throw conflict(PIPELINE_ERRORS.notRemoved);
        await setRemoved(tx, row.id, null);
      });
      return applicant(applicationId);
    },
    { message: 'job_pipeline.success.put_back' },
  );
}
