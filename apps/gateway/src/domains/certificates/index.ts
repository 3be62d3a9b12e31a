import type { FastifyInstance } from 'fastify';
import { registerDevCertificateRoutes } from './dev-routes';
import { registerCertificateRoutes } from './routes';

export { issueCourseCertificate } from './certificates';

/**
 * Certificate templates, certificates, their verification and badges (issues 15 item 8 and 16 item 5; ADR 0076);
 * in demo mode the developer route that issues a certificate.
 */
export function registerCertificateDomainRoutes(app: FastifyInstance): void {
  registerCertificateRoutes(app);
  if (app.services.config.mode === 'demo') registerDevCertificateRoutes(app);
}
