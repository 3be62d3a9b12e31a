import {
  COURSE_PERMISSIONS,
  COURSE_PUBLICATION,
  COURSE_SCHEDULE_ERRORS as ERR,
  COURSE_SCHEDULE_STATUS,
  COURSE_TYPE,
  type CourseScheduleStatus,
  LOCALE,
  NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENT,
  type NotificationChannel,
  SCHEDULE_PERMISSIONS,
  scheduleEndpoints as E,
} from '@platform/contract';
import { courseScheduleSchema, scheduleQueueSchema, scheduleRejectSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../identity/types';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import {
  courseInScope,
  moveSchedule,
  type ScheduleCaller,
  scheduleOf,
  scheduleQueue,
  scheduleRowById,
  scheduleRowOfCourse,
  scheduleSender,
  upsertSchedule,
} from './repository';
import { nextStatus, type ScheduleMove } from './transitions';

const callerOf = (user: AuthenticatedUser | null): ScheduleCaller => ({
  manage: Boolean(user?.permissions.has(COURSE_PERMISSIONS.manageCourse)),
  approve: Boolean(user?.permissions.has(SCHEDULE_PERMISSIONS.approveSchedule)),
});

/**
 * Live-course schedules (issue 15 item 5, ADR 0090): the provider reads, saves, sends for approval and publishes its
 * live course's schedule (the course found in the caller's institute first, 404 otherwise); the approver lists the
 * queue of every institute and approves or rejects. Every move goes through transitions.ts inside a transaction
 * holding the course's (or the schedule's) row lock, so two moves of one schedule take turns; an illegal one is 409.
 */
export function registerCourseScheduleRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

  const readOfCourse = async (courseId: number, user: AuthenticatedUser | null) => {
    const row = await scheduleRowOfCourse(db, courseId);
    return row ? scheduleOf(row, callerOf(user)) : null;
  };

  /** A provider's move on its course's schedule: the course locked in the scope, live and not archived. */
  const providerMove = (
    courseId: number,
    scope: TenantScope,
    move: (tx: Db, row: Record<string, unknown> | null) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const course = await courseInScope(tx, courseId, scope, true);
      if (!course) throw notFound();
      if (course.course_type !== COURSE_TYPE.LIVE) throw new HttpError(409, ERR.notLive);
      if (course.publication_status === COURSE_PUBLICATION.ARCHIVED) throw new HttpError(409, ERR.archived);
      await move(tx, await scheduleRowOfCourse(tx, courseId));
    });

  registerEndpoint(app, E.courseSchedule, async (ctx) => {
    const courseId = ctx.id();
    if (!(await courseInScope(db, courseId, ctx.tenant()))) throw notFound();
    return readOfCourse(courseId, ctx.user);
  });

  registerEndpoint(
    app,
    E.saveCourseSchedule,
    async (ctx) => {
      const courseId = ctx.id();
      const user = ctx.requireUser();
      if (!(await courseInScope(db, courseId, ctx.tenant()))) throw notFound();
      const body = await validated(courseScheduleSchema, ctx.body);
      await providerMove(courseId, ctx.tenant(), async (tx, row) => {
        if (row) nextStatus(row.status as CourseScheduleStatus, 'edit');
        await upsertSchedule(tx, courseId, body, user.id);
      });
      return (await readOfCourse(courseId, user)) ?? Promise.reject(notFound());
    },
    { documented: { body: courseScheduleSchema }, message: 'course_schedules.success.saved' },
  );

  for (const [endpoint, move, message] of [
    [E.sendCourseSchedule, 'send', 'course_schedules.success.sent'],
    [E.publishCourseSchedule, 'publish', 'course_schedules.success.published'],
  ] as const)
    registerEndpoint(
      app,
      endpoint,
      async (ctx) => {
        const courseId = ctx.id();
        const user = ctx.requireUser();
        await providerMove(courseId, ctx.tenant(), async (tx, row) => {
          if (!row) throw notFound();
          const to = nextStatus(row.status as CourseScheduleStatus, move as ScheduleMove);
          await moveSchedule(tx, Number(row.id), to, user.id);
        });
        return (await readOfCourse(courseId, user)) ?? Promise.reject(notFound());
      },
      { successCode: 200, message },
    );

  registerListEndpoint(
    app,
    E.scheduleQueue,
    async (ctx) =>
      scheduleQueue(
        db,
        ctx.query.status ?? COURSE_SCHEDULE_STATUS.SENT_FOR_APPROVAL,
        ctx.page,
        callerOf(ctx.user),
      ),
    { query: scheduleQueueSchema },
  );

  /** The approver's decision, and (in the same transaction) its notice to the provider who sent the schedule. */
  const review = (move: 'approve' | 'reject', id: number, by: number, reason: string | null) =>
    db.transaction(async (tx) => {
      const row = await scheduleRowById(tx, id, true);
      if (!row) throw notFound();
      const to = nextStatus(row.status as CourseScheduleStatus, move);
      const sender = await scheduleSender(tx, id);
      await moveSchedule(tx, id, to, by, reason);
      if (!sender) return;
      const bengali = sender.preferred_locale === LOCALE.BN;
      const channels = sender.message_channels.filter(
        (c): c is NotificationChannel =>
          c === NOTIFICATION_CHANNEL.IN_APP || c === NOTIFICATION_CHANNEL.EMAIL,
      );
      await notifier.notify(
        {
          event:
            move === 'approve'
              ? NOTIFICATION_EVENT.COURSE_SCHEDULE_APPROVED
              : NOTIFICATION_EVENT.COURSE_SCHEDULE_REJECTED,
          channels: channels.length ? channels : [NOTIFICATION_CHANNEL.IN_APP],
          recipients: [{ user_id: sender.id, email: sender.email ?? undefined }],
          variables: {
            name: bengali ? sender.full_name : (sender.full_name_en ?? sender.full_name),
            course_title: bengali
              ? String(row.course_title)
              : String(row.course_title_en ?? row.course_title),
            ...(reason ? { reason } : {}),
            locale: bengali ? LOCALE.BN : LOCALE.EN,
          },
        },
        tx,
      );
    });

  registerEndpoint(
    app,
    E.approveCourseSchedule,
    async (ctx) => {
      const id = ctx.id();
      await review('approve', id, ctx.requireUser().id, null);
      const row = await scheduleRowById(db, id);
      return row ? scheduleOf(row, callerOf(ctx.user)) : Promise.reject(notFound());
    },
    { successCode: 200, message: 'schedule_approvals.success.approved' },
  );

  registerEndpoint(
    app,
    E.rejectCourseSchedule,
    async (ctx) => {
      const id = ctx.id();
      await review('reject', id, ctx.requireUser().id, ctx.body.reason);
      const row = await scheduleRowById(db, id);
      return row ? scheduleOf(row, callerOf(ctx.user)) : Promise.reject(notFound());
    },
    { successCode: 200, body: scheduleRejectSchema, message: 'schedule_approvals.success.rejected' },
  );
}
