import type { FastifyInstance } from 'fastify';
import { registerApiDocsRoutes } from './docs-routes';
import { registerHealthAndDocumentRoutes } from './routes';

/** The system routes: health and the OpenAPI document, and in demo mode the interactive reference at /docs. */
export function registerSystemRoutes(app: FastifyInstance): void {
  registerHealthAndDocumentRoutes(app);
  if (app.services.config.mode === 'demo') registerApiDocsRoutes(app);
}
