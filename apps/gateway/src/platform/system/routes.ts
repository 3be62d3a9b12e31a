import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/client';
import { type ContractRoute, registerEndpoint } from '../endpoint';
import { buildOpenApi, type OpenApiDocument, routeKey } from '../../openapi';

/** /healthz and /openapi.json (and the hook that records every contract route for the document). */
export function registerHealthAndDocumentRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const started = Date.now();
  // every contract route registered from here on: the document reads the request schemas they declare
  const routes = new Map<string, ContractRoute>();
  app.addHook('onRoute', (route) => {
    const contract = route.config?.contract;
    if (contract) routes.set(routeKey(contract.endpoint.method, contract.endpoint.path), contract);
  });
  registerEndpoint(app, endpoints.health, async () => {
    await ping(db);
    return { status: 'ok' as const, database: db.kind, uptime_s: Math.round((Date.now() - started) / 1000) };
  });
  // the document itself, not an envelope: OpenAPI tools read it as is (built once, when every route is known)
  let doc: OpenApiDocument | undefined;
  app.get(endpoints.openapi.path, async (_req, reply) => {
    doc ??= buildOpenApi(config.publicUrl, routes);
    return reply.header('cache-control', 'public, max-age=300').send(doc);
  });
}
