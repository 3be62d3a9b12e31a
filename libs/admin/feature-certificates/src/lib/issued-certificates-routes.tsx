import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
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

/** The shell's MenuItem shape. */
export interface IssuedCertificateMenuItem {
  labelId: string;
  to: string;
  permission: string;
  group: string;
  icon?: ReactNode;
}

/** In the resource engine's learning group; the approvals' icon (a new icon weighs on every signed-in first visit). */
export const issuedCertificateMenu: IssuedCertificateMenuItem[] = [
  {
    labelId: 'certificates.menu.issued',
    to: '/issued-certificates',
    permission: P.view,
    group: 'resources.groups.learning',
    icon: <FactCheckOutlined />,
  },
];
