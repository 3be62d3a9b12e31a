export { certificatesMenu, certificatesRoutes } from './lib/certificates-routes';
export type { CertificatesMenuItem } from './lib/certificates-routes';
