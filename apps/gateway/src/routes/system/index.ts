import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import { buildOpenApi } from '../../openapi';

export function registerSystemRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const started = Date.now();
  registerEndpoint(app, endpoints.health, async () => {
    await db.query('select 1');
    return { status: 'ok' as const, database: db.kind, uptime_s: Math.round((Date.now() - started) / 1000) };
  });
  // the document itself, not an envelope: OpenAPI tools read it as is
  const doc = buildOpenApi(config.publicUrl);
  app.get(endpoints.openapi.path, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(doc),
  );
}
