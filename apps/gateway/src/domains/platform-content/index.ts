import type { FastifyInstance } from 'fastify';
import { registerAppSettingsRoutes, registerStaticContentAdminRoutes } from './private-routes';
import { registerPublicContentRoutes } from './public-routes';
import { registerMoreContentRoutes } from './cms-more';

/** The platform's own content: site settings and maintenance mode, static pages, the visitor counter, contact. */
export function registerPlatformContentRoutes(app: FastifyInstance): void {
  registerPublicContentRoutes(app);
  registerAppSettingsRoutes(app);
  registerStaticContentAdminRoutes(app);
  registerMoreContentRoutes(app);
}
