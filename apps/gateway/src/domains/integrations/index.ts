import type { FastifyInstance } from 'fastify';
import { registerDevTokenStubRoutes } from './dev-token-stub-routes';
import { registerIntegrationRoutes } from './integrations-routes';

/** External vendor and LMS integrations (ADR 0086), and in demo mode the local token stub to test them against. */
export function registerIntegrationDomainRoutes(app: FastifyInstance): void {
  registerIntegrationRoutes(app);
  if (app.services.config.mode === 'demo') registerDevTokenStubRoutes(app);
}
