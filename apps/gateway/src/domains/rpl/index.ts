import type { FastifyInstance } from 'fastify';
import { registerRplOfficeRoutes } from './office-routes';
import { registerRplYouthRoutes } from './routes';

/** The RPL programme (ADR 0094): the youth's applications, the RPL office's batches and the assessor's marks. */
export function registerRplRoutes(app: FastifyInstance): void {
  registerRplYouthRoutes(app);
  registerRplOfficeRoutes(app);
}
