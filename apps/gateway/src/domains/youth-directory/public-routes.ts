import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { PUBLIC_CACHE } from '../../platform/public-cache';
import { countRegisteredYouth } from './repository';

/** The public youth numbers and directory: the registered-youth counter (a count only, kept 10 s at most). */
export function registerPublicYouthDirectoryRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(
    app,
    endpoints.registeredYouthInRealTime,
    async () => ({ total_registered_youth: await countRegisteredYouth(db) }),
    { cache: PUBLIC_CACHE.counts },
  );
}
