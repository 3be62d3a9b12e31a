import type { FastifyInstance } from 'fastify';
import { registerYouthItemRoutes } from './item-routes';
import { registerProtectedYouthProfileRoutes } from './protected-routes';
import { registerPublicYouthProfileRoutes } from './public-routes';

/** The youth profile (ADR 0051): the owner's profile and item sections, the public profile and CV by public id. */
export function registerYouthProfileRoutes(app: FastifyInstance): void {
  registerProtectedYouthProfileRoutes(app);
  registerYouthItemRoutes(app);
  registerPublicYouthProfileRoutes(app);
}
