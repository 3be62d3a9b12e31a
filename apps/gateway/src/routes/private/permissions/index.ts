import { SUCCESS_MESSAGES } from '@platform/contract';
import { resourceEngineEndpoints } from '@platform/resources';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/endpoint';
import { syncPermissions } from '../../../resources';

/** `POST /private/permissions/sync`: inserts the permissions the routes declare and the database lacks. */
export function registerPermissionSyncRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, resourceEngineEndpoints.syncPermissions, () => syncPermissions(db), {
    successCode: 200,
    message: SUCCESS_MESSAGES.ok,
  });
}
