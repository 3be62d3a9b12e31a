import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { ASSOCIATION_PERMISSIONS as P } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of associations-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const associationRouteGroup: RouteGroup = {
  segments: [
    'association-applications',
    'association-members',
    'association-vacancies',
    'association-youth',
    'association-membership',
  ],
  load: () => import('./associations-routes').then((m) => m.associationRoutes),
};

/** The shell's MenuItem shape. */
export interface AssociationMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

// the job approval's icon: a new icon would weigh on every signed-in first visit (issue 13)
export const associationMenu: AssociationMenuItem[] = [
  {
    labelId: 'association_applications.menu',
    to: '/association-applications',
    permission: P.manageMembers,
    icon: <FactCheckOutlined />,
  },
  {
    labelId: 'association_members.menu',
    to: '/association-members',
    permission: P.viewMembers,
    icon: <FactCheckOutlined />,
  },
  {
    labelId: 'association_vacancies.menu',
    to: '/association-vacancies',
    permission: P.approveVacancy,
    icon: <FactCheckOutlined />,
  },
  {
    labelId: 'association_youth.menu',
    to: '/association-youth',
    permission: P.approveYouth,
    icon: <FactCheckOutlined />,
  },
  {
    labelId: 'association_membership.menu',
    to: '/association-membership',
    permission: P.applyMembership,
    icon: <FactCheckOutlined />,
  },
];
