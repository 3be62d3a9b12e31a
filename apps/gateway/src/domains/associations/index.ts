import type { FastifyInstance } from 'fastify';
import { registerAssociationMembershipRoutes } from './routes';
import { registerAssociationYouthRoutes } from './youth-routes';

/** Industry associations: memberships and member vacancies (ADR 0092), the approval of youth and CVs (ADR 0104). */
export function registerAssociationRoutes(app: FastifyInstance): void {
  registerAssociationMembershipRoutes(app);
  registerAssociationYouthRoutes(app);
}
