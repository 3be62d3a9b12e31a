import type { RouteObject } from 'react-router-dom';

/**
 * The youth portal's certificates: /certificates (the signed-in youth's) and /certificates/{id} (spec §2: the public
 * verification page, anyone) — each a lazy chunk.
 */
export const certificatesRoutes: RouteObject[] = [
  {
    path: 'certificates',
    handle: { titleId: 'certificates.mine.title' },
    lazy: () => import('./my-certificates-page').then((m) => ({ Component: m.MyCertificatesPage })),
  },
  {
    path: 'certificates/:id',
    handle: { titleId: 'certificates.verify.title' },
    lazy: () => import('./verification-page').then((m) => ({ Component: m.CertificateVerificationPage })),
  },
];
