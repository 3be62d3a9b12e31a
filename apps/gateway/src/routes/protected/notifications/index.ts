import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { listInAppNotifications, markInAppNotificationRead } from '../../../db/repositories/notifications';
import { registerEndpoint, registerListEndpoint } from '../../../platform/endpoint';
import { notFound } from '../../../platform/errors';

export function registerNotificationRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerListEndpoint(app, endpoints.myNotifications, async ({ requireUser, page }) =>
    listInAppNotifications(db, requireUser().id, page),
  );
  registerEndpoint(app, endpoints.markNotificationRead, async (ctx) => {
    const row = await markInAppNotificationRead(db, ctx.requireUser().id, ctx.id());
    if (!row) throw notFound();
    return row;
  });
}
