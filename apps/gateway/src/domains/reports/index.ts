import type { FastifyInstance } from 'fastify';
import { registerReportRoutes } from './routes';

/** Report management: the reports' pages and their PDF (issue 17 item 3, ADR 0101). */
export function registerReportDomainRoutes(app: FastifyInstance): void {
  registerReportRoutes(app);
}
