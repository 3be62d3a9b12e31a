import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { listInAppNotifications, markInAppNotificationRead } from './repository';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';

/** The signed-in user's in-app notifications (spec §7): the list and marking one read. */
export function registerProtectedNotificationRoutes(app: FastifyInstance): void {
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
