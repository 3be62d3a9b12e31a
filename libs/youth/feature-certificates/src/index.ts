export { certificatesMenu, certificatesRouteGroup } from './lib/certificates-routes';
export type { CertificatesMenuItem } from './lib/certificates-routes';
