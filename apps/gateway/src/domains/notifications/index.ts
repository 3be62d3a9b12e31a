import type { FastifyInstance } from 'fastify';
import { registerBulkEmailRoutes } from './bulk-routes';
import { registerDevOutboxRoutes } from './dev-outbox-routes';
import { registerNotificationHeadRoutes } from './head-routes';
import { registerNotificationLogRoutes } from './private-routes';
import { registerProtectedNotificationRoutes } from './protected-routes';

/**
 * Notifications (ADR 0011): the user's in-app list, the administrators' log, and — in demo mode only — the local
 * outbox page; the heads (templates per channel and language) and the queue view (ADR 0077). The outbox itself (outbox.ts), its channels, templates and the worker live here too.
 */
export function registerNotificationRoutes(app: FastifyInstance): void {
  registerProtectedNotificationRoutes(app);
  registerNotificationLogRoutes(app);
  registerNotificationHeadRoutes(app);
  registerBulkEmailRoutes(app);
  if (app.services.config.mode === 'demo') registerDevOutboxRoutes(app);
}
