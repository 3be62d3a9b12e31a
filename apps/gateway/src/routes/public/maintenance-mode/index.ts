import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { getSettings } from '../../../db/repositories/settings';
import { registerEndpoint } from '../../../platform/endpoint';
import { hashMatches } from './bypass';

export function registerMaintenanceModeRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, endpoints.maintenanceModeStatus, async ({ query }) => {
    const s = await getSettings(db);
    const given = typeof query.maintenance_hash === 'string' ? query.maintenance_hash : undefined;
    return { maintenance_mode_status: s.maintenance_mode_status && !hashMatches(given, s.maintenance_hash) };
  });
}
