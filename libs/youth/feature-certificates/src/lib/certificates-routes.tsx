import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';

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

/** The shell's MenuItem shape. */
export interface CertificatesMenuItem {
  labelId: string;
  to: string;
  icon?: ReactNode;
  requiresAuth?: boolean;
}

/** The youth menu's certificates entry (signed in only). */
export const certificatesMenu: CertificatesMenuItem[] = [
  {
    labelId: 'certificates.menu.my_certificates',
    to: '/certificates',
    icon: <WorkspacePremiumOutlined />,
    requiresAuth: true,
  },
];
