import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { addVisitor, countVisitors } from '../../../db/repositories/content';
import { registerEndpoint } from '../../../platform/endpoint';
import { clientHash } from '../../../platform/client-hash';
import { visitorSchema } from './schemas';

export function registerVisitorCounterRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, endpoints.visitorCounter, async () => ({ total_visitors: await countVisitors(db) }));
  registerEndpoint(
    app,
    endpoints.visitorCounterPost,
    // The body's ip comes from a third-party lookup in the browser: its type is checked (the declared schema), its
    // value is not trusted. The visitor is recorded by a salted hash of the request address.
    async ({ request }) => ({ total_visitors: await addVisitor(db, clientHash(request)) }),
    { rateLimit: { max: 30, timeWindow: 60_000 }, body: visitorSchema },
  );
}
