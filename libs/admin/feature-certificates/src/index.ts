export { issuedCertificateMenu, issuedCertificateRouteGroup } from './lib/menu';
export type { IssuedCertificateMenuItem } from './lib/menu';
export { issuedCertificateRoutes } from './lib/issued-certificates-routes';
