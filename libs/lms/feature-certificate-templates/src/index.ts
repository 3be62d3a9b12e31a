export { certificateTemplatesMenu, certificateTemplatesRoutes } from './lib/certificate-templates-routes';
export type { CertificateTemplatesMenuItem } from './lib/certificate-templates-routes';
