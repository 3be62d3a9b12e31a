import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { listInAppNotifications, markInAppNotificationRead } from '../../../db/repositories/notifications';
import { registerEndpoint, registerListEndpoint } from '../../../platform/endpoint';
import { notFound } from '../../../platform/errors';

const idOf = (raw: unknown): number => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

export function registerNotificationRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerListEndpoint(app, endpoints.myNotifications, async ({ requireUser, page }) =>
    listInAppNotifications(db, requireUser().id, page),
  );
  registerEndpoint(app, endpoints.markNotificationRead, async ({ requireUser, params }) => {
    const id = idOf(params.id);
    const row = id ? await markInAppNotificationRead(db, requireUser().id, id) : null;
    if (!row) throw notFound();
    return row;
  });
}
