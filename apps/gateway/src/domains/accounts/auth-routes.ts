import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { findUserById, isActive, loadUserPermissions, toAuthProfile } from '../../identity/users';
import { registerEndpoint } from '../../platform/endpoint';
import { unauthorized } from '../../platform/errors';

export function registerAuthRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, endpoints.authProfile, async ({ requireUser }) => {
    const row = await findUserById(db, requireUser().id);
    if (!row || !isActive(row)) throw unauthorized();
    return toAuthProfile(row, await loadUserPermissions(db, row));
  });
}
