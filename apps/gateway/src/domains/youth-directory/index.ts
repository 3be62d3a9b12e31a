import type { FastifyInstance } from 'fastify';
import { registerProtectedYouthDirectoryRoutes } from './protected-routes';
import { registerPublicYouthDirectoryRoutes } from './public-routes';

/** The registered-youth counter and the public youth directory (issue 18 item 5, ADR 0096). */
export function registerYouthDirectoryRoutes(app: FastifyInstance): void {
  registerPublicYouthDirectoryRoutes(app);
  registerProtectedYouthDirectoryRoutes(app);
}
