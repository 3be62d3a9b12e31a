import type { FastifyInstance } from 'fastify';
import { registerCvBankRoutes } from './cv-bank-routes';
import { registerYouthCvRoutes } from './youth-cv-routes';

/** CVs (ADR 0052, 0053): the youth's CV as a PDF, its template and photo; the recruiters' CV bank. */
export function registerCvRoutes(app: FastifyInstance): void {
  registerYouthCvRoutes(app);
  registerCvBankRoutes(app);
}
