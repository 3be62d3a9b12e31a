import type { FastifyInstance } from 'fastify';
import { registerDashboardRoutes } from './routes';

/** The staff homes' queues (issue 12 defect 9): counts read from the jobs, job-pipeline and users domains. */
export function registerDashboardDomainRoutes(app: FastifyInstance): void {
  registerDashboardRoutes(app);
}
