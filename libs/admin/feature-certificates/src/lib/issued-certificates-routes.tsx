import type { RouteObject } from 'react-router-dom';
import { CERTIFICATE_PERMISSIONS as P } from '@platform/contract';

/** `/issued-certificates` and `/issued-certificates/:id`, lazy chunks guarded by `view_any_certificate` (ADR 0105). */
export const issuedCertificateRoutes: RouteObject[] = [
  {
    path: 'issued-certificates',
    handle: { titleId: 'certificates.menu.issued', permission: P.view },
    lazy: () => import('./issued-certificates-page').then((m) => ({ Component: m.IssuedCertificatesPage })),
  },
  {
    path: 'issued-certificates/:id',
    handle: { titleId: 'certificates.menu.issued', permission: P.view },
    lazy: () => import('./issued-certificate-page').then((m) => ({ Component: m.IssuedCertificateRoute })),
  },
];
