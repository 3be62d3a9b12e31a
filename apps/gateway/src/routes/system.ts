import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from '../openapi';

export function registerSystemRoutes(app: FastifyInstance): void {
  const started = Date.now();
  app.get(endpoints.health.path, async (_req, reply) => {
    await app.services.db.query('select 1');
    return reply.send({
      data: { status: 'ok', database: app.services.db.kind, uptime_s: Math.round((Date.now() - started) / 1000) },
      status: { success: true, code: 200, message: 'common.ok' },
    });
  });
  app.get('/openapi.json', async () => buildOpenApi(app.services.config.publicUrl));
}
