import {
  ERROR_MESSAGES,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationQueueState,
  endpoints,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { findNotificationLog, listNotificationLogs } from './repository';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import { notificationLogQuerySchema } from './schemas';

/** The notification log of the outbox (spec §6 notification management): the list and the retry of a failed row. */
export function registerNotificationLogRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;
  registerListEndpoint(
    app,
    endpoints.notificationLogs,
    async ({ query: q, page }) =>
      listNotificationLogs(db, {
        ...page,
        search: q.search?.trim() || undefined,
        state: q.state as NotificationQueueState | undefined,
        event: q.event as NotificationEvent | undefined,
        channel: q.channel as NotificationChannel | undefined,
      }),
    { query: notificationLogQuerySchema },
  );

  registerEndpoint(
    app,
    endpoints.retryNotificationLog,
    async (ctx) => {
      const id = ctx.id();
      const log = await findNotificationLog(db, id);
      if (!log) throw notFound();
      // only a delivery that gave up can be retried; anything else is still on its way or done
      if (log.state !== 'FAILED') throw new HttpError(409, ERROR_MESSAGES.conflict);
      await notifier.retryFailed([id]);
      const again = await findNotificationLog(db, id);
      if (!again) throw notFound();
      return again;
    },
    { successCode: 200, message: 'common.updated' },
  );
}
