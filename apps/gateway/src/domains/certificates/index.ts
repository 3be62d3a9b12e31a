import type { FastifyInstance } from 'fastify';
import { registerDevCertificateRoutes } from './dev-routes';
import { registerCertificateRoutes } from './routes';
import { registerStaffCertificateRoutes } from './staff-routes';

export { issueCourseCertificate } from './certificates';

/**
 * Certificate templates, certificates, their verification and badges (issues 15 item 8 and 16 item 5; ADR 0076), the staff's
 * list of issued certificates with revoke and restore (issue 17 item 8; ADR 0105);
 * in demo mode the developer route that issues a certificate.
 */
export function registerCertificateDomainRoutes(app: FastifyInstance): void {
  registerCertificateRoutes(app);
  // issued certificates for staff: the platform-wide list, revoke and restore (ADR 0105)
  registerStaffCertificateRoutes(app);
  if (app.services.config.mode === 'demo') registerDevCertificateRoutes(app);
}
