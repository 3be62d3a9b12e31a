import { endpoints, type InterviewSchedule } from '@platform/contract';
import { interviewResultSchema, interviewScheduleSchema, inviteToScheduleSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { jobInScope, jobScopeFrom } from '../jobs/in-scope';
import { applicantsByIds } from './applicants';
import { applicantOr404 } from './in-scope';
import { inviteToSchedule, type PipelineLinks, recordInterviewResult } from './invitations';
import { newVideoRoom } from './links';
import { conflict, PIPELINE_ERRORS } from './rules';
import {
  boardOfJob,
  deleteSchedule,
  insertSchedule,
  listSchedules,
  lockSchedule,
  scheduleById,
  scheduleCandidates,
  updateSchedule,
} from './schedules';

/**
 * A job's interview schedules and who is invited to them (spec §2 /jobs/{id}/interview/schedule,
 * /interview-board/{id}/candidates; ADR 0063): list, create, edit, delete, the candidates, the invitation and the
 * result. Every id is looked up inside the caller's scope (the job's organisation in the SQL) before the body is read.
 */
export function registerScheduleRoutes(app: FastifyInstance): void {
  const { db, notifier, config } = app.services;
  const links: PipelineLinks = {
    youthPortal: config.portalOrigins[0] ?? '',
    videoBase: config.videoConfBaseUrl,
  };

  registerEndpoint(app, endpoints.interviewSchedules, async (ctx) => {
    const job = await jobInScope(db, ctx.id(), jobScopeFrom(ctx));
    return listSchedules(db, job.id, links.videoBase);
  });

  /** The body, with its board checked to be one of the job's. */
  const scheduleBody = async (executor: Db, jobId: number, body: unknown) => {
    const value = await validated(interviewScheduleSchema, body);
    if (value.board_id != null && !(await boardOfJob(executor, jobId, value.board_id)))
      throw validationFailed({ board_id: ['validation.reference_missing'] });
    return value;
  };

  const savedSchedule = async (id: number): Promise<InterviewSchedule> => {
    const schedule = await scheduleById(db, id, links.videoBase);
    if (!schedule) throw notFound();
    return schedule;
  };

  registerEndpoint(
    app,
    endpoints.createInterviewSchedule,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const id = await db.transaction(async (tx) => {
        const job = await jobInScope(tx, ctx.id(), scope);
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
      const scope = jobScopeFrom(ctx);
      const jobId = ctx.id();
      const scheduleId = ctx.id('scheduleId');
      await db.transaction(async (tx) => {
        const locked = await lockSchedule(tx, jobId, scheduleId, scope);
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
      const scope = jobScopeFrom(ctx);
      const jobId = ctx.id();
      const scheduleId = ctx.id('scheduleId');
      await db.transaction(async (tx) => {
        if (!(await lockSchedule(tx, jobId, scheduleId, scope))) throw notFound();
        if (!(await deleteSchedule(tx, scheduleId))) throw conflict(PIPELINE_ERRORS.inUse);
      });
      return null;
    },
    { message: 'job_pipeline.success.schedule_deleted' },
  );

  registerEndpoint(app, endpoints.interviewScheduleCandidates, async (ctx) => {
    const scope = jobScopeFrom(ctx);
    const jobId = ctx.id();
    const scheduleId = ctx.id('scheduleId');
    const found = await db.transaction((tx) => lockSchedule(tx, jobId, scheduleId, scope));
    if (!found) throw notFound();
    return scheduleCandidates(db, scheduleId);
  });

  // 31 / 33 / 34 / 36 → 32, the candidates and the board told in the same transaction
  registerEndpoint(
    app,
    endpoints.inviteToSchedule,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const by = ctx.requireUser().id;
      const invite = { jobId: ctx.id(), scheduleId: ctx.id('scheduleId'), scope, by, body: ctx.body };
      return applicantsByIds(db, await inviteToSchedule(db, notifier, links, invite));
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
      const scope = jobScopeFrom(ctx);
      const by = ctx.requireUser().id;
      const applicationId = ctx.id('applicationId');
      await recordInterviewResult(db, { jobId: ctx.id(), applicationId, scope, by, body: ctx.body });
      return applicantOr404(db, applicationId);
    },
    { message: 'jobs.success.status_changed', documented: { body: interviewResultSchema } },
  );
}
