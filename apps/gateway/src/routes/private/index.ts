import { NOTIFICATION_CHANNEL, NOTIFICATION_EVENT, NOTIFICATION_QUEUE_STATE, endpoints } from '@platform/contract';
import { appSettingsSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { getSettings, updateSettings } from '../../db/repositories/settings';
import { type RouteDeps, registerEndpoint, registerListEndpoint } from '../../lib/endpoint';
import { listNotificationLogs } from '../../notifications/outbox';
import { validated } from '../validate';

const oneOf = <T extends string>(values: Record<string, T>, v: unknown): T | undefined =>
  typeof v === 'string' && (Object.values(values) as string[]).includes(v) ? (v as T) : undefined;

export function registerPrivateRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = app.services;

  registerEndpoint(app, deps, endpoints.appSettings, async () => getSettings(db));
  registerEndpoint(app, deps, endpoints.updateAppSettings, async ({ body, user }) => {
    const value = await validated(appSettingsSchema, body);
    return updateSettings(db, value, user!.id);
  });

  registerListEndpoint(app, deps, endpoints.notificationLogs, async ({ query, page }) => {
    const { rows, total } = await listNotificationLogs(db, {
      ...page,
      state: oneOf(NOTIFICATION_QUEUE_STATE, query.state),
      event: oneOf(NOTIFICATION_EVENT, query.event),
      channel: oneOf(NOTIFICATION_CHANNEL, query.channel),
    });
    return { data: rows, total };
  });
}
