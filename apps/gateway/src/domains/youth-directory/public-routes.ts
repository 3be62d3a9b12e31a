import { endpoints } from '@platform/contract';
import { youthDirectoryQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { PUBLIC_CACHE } from '../../platform/public-cache';
import { countRegisteredYouth, listYouthDirectory } from './repository';

/**
 * The public youth numbers and directory: the registered-youth counter (a count only, kept 10 s at most) and the
 * directory of youth who chose to be listed.
 */
export function registerPublicYouthDirectoryRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(
    app,
    endpoints.registeredYouthInRealTime,
    async () => ({ total_registered_youth: await countRegisteredYouth(db) }),
    { cache: PUBLIC_CACHE.counts },
  );
  registerListEndpoint(
    app,
    endpoints.youthDirectory,
    async (ctx) =>
      listYouthDirectory(
        db,
        { search: ctx.query.search?.trim() || null, skillId: ctx.query.skill_id ?? null },
        ctx.page,
      ),
    { query: youthDirectoryQuerySchema },
  );
}
