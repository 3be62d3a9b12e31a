export { issuedCertificateMenu, issuedCertificateRoutes } from './lib/issued-certificates-routes';
export type { IssuedCertificateMenuItem } from './lib/issued-certificates-routes';
