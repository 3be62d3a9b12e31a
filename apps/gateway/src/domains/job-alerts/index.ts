import type { FastifyInstance } from 'fastify';
import { registerProtectedJobAlertRoutes } from './protected-routes';

/** Recommended jobs and job alerts (ADR 0065); a job going live is announced by job-live-events.ts. */
export function registerJobAlertRoutes(app: FastifyInstance): void {
  registerProtectedJobAlertRoutes(app);
}
