import {
  NOTIFICATION_HEAD_ERRORS,
  type NotificationEvent,
  type QueueJobState,
  notificationEndpoints as E,
} from '@platform/contract';
import { notificationHeadSchema, notificationTemplatesSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { checkTemplates } from './heads';
import {
  clashingHead,
  findHead,
  insertHead,
  listHeads,
  setHeadTemplates,
  updateHead,
} from './heads-repository';
import { notificationHeadQuerySchema, queueJobQuerySchema } from './schemas';

/**
 * Notification heads (issue 17 item 2; spec §7 notification heads): list, read, create, change, and the templates per
 * channel and language; and the queue view (`rmq-logs`) with requeue of a FAILED job. ADR 0077.
 */
export function registerNotificationHeadRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

  /** 422 on code or event when another head holds them (one head per event, codes unique). */
  const unclashed = async (body: { code: string; event: NotificationEvent }, id: number | null) => {
    const clash = await clashingHead(db, body, id);
    if (clash.code || clash.event)
      throw validationFailed({
        ...(clash.code ? { code: ['validation.already_exists'] } : {}),
        ...(clash.event ? { event: [NOTIFICATION_HEAD_ERRORS.eventTaken] } : {}),
      });
  };

  registerListEndpoint(
    app,
    E.notificationHeads,
    async ({ query: q, page }) =>
      listHeads(db, {
        ...page,
        search: q.search?.trim() || undefined,
        event: q.event as NotificationEvent | undefined,
      }),
    { query: notificationHeadQuerySchema },
  );

  registerEndpoint(app, E.notificationHead, async (ctx) => {
    const head = await findHead(db, ctx.id());
    if (!head) throw notFound();
    return head;
  });

  registerEndpoint(
    app,
    E.createNotificationHead,
    async ({ body }) => {
      await unclashed(body, null);
      return insertHead(db, body);
    },
    { body: notificationHeadSchema },
  );

  registerEndpoint(
    app,
    E.updateNotificationHead,
    async (ctx) => {
      const id = ctx.id();
      if (!(await findHead(db, id))) throw notFound();
      await unclashed(ctx.body, id);
      const head = await updateHead(db, id, ctx.body);
      if (!head) throw notFound();
      return head;
    },
    { body: notificationHeadSchema },
  );

  registerEndpoint(
    app,
    E.updateNotificationTemplates,
    async (ctx) => {
      const head = await findHead(db, ctx.id());
      if (!head) throw notFound();
      const { kept, errors } = checkTemplates(head, ctx.body.templates);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const saved = await setHeadTemplates(db, head.id, kept);
      if (!saved) throw notFound();
      return saved;
    },
    { body: notificationTemplatesSchema },
  );

  registerListEndpoint(
    app,
    E.queueJobs,
    async ({ query: q, page }) => notifier.listJobs({ ...page, state: q.state as QueueJobState | undefined }),
    {
      query: queueJobQuerySchema,
    },
  );

  registerEndpoint(
    app,
    E.requeueQueueJob,
    async (ctx) => {
      const result = await notifier.requeueJob(String(ctx.params.id));
      if (result === 'not_found') throw notFound();
      if (result === 'not_failed') throw new HttpError(409, NOTIFICATION_HEAD_ERRORS.jobNotFailed);
      return result;
    },
    { successCode: 200, message: 'common.updated' },
  );
}
