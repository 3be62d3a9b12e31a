import type { FastifyInstance } from 'fastify';
import { registerYouthAdminRoutes } from './youths-routes';

/** The platform's youth for administrators (ADR 0082): the list, a youth's CV and its PDF. */
export function registerYouthAdminDomainRoutes(app: FastifyInstance): void {
  registerYouthAdminRoutes(app);
}
