import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { CERTIFICATE_PERMISSIONS as P } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of issued-certificates-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const issuedCertificateRouteGroup: RouteGroup = {
  segments: ['issued-certificates'],
  load: () => import('./issued-certificates-routes').then((m) => m.issuedCertificateRoutes),
};

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
