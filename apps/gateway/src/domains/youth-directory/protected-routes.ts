import { endpoints } from '@platform/contract';
import { youthDirectoryListingSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint } from '../../platform/endpoint';
import { ensureYouthProfile } from '../youth-profile/profile';
import { isListed, setListed } from './repository';

/** The signed-in youth's choice to be listed in the public directory (off until the youth turns it on). */
export function registerProtectedYouthDirectoryRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(
    app,
    endpoints.youthDirectoryListing,
    async (ctx) => ({ listed: await isListed(db, ctx.youthId()) }),
    { caller: youthOnly },
  );
  registerEndpoint(
    app,
    endpoints.updateYouthDirectoryListing,
    async (ctx) => {
      const youth = ctx.youthId();
      await ensureYouthProfile(db, youth);
      await setListed(db, youth, ctx.body.listed);
      return { listed: await isListed(db, youth) };
    },
    { caller: youthOnly, body: youthDirectoryListingSchema },
  );
}
