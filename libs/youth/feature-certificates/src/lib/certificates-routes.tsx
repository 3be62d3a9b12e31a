import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The section's routes, loaded on the first visit to one of its addresses (ADR 0103): not in the youth entry. */
export const certificatesRouteGroup: RouteGroup = {
  segments: ['certificates'],
  load: () => import('./route-table').then((m) => m.certificatesRoutes),
};

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
