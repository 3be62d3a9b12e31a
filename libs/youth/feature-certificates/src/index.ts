export { certificatesMenu, certificatesRouteGroup, certificatesRoutes } from './lib/certificates-routes';
export type { CertificatesMenuItem } from './lib/certificates-routes';
