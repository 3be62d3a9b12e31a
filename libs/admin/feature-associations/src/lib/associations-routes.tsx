import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { ASSOCIATION_PERMISSIONS as P } from '@platform/contract';

/** The association admin's pages, lazy chunks guarded by the keys the gateway checks (ADR 0092). */
export const associationRoutes: RouteObject[] = [
  {
    path: 'association-applications',
    handle: { titleId: 'association_applications.title', permission: P.manageMembers },
    lazy: () => import('./applications-page').then((m) => ({ Component: m.AssociationApplicationsPage })),
  },
  {
    path: 'association-members',
    handle: { titleId: 'association_members.title', permission: P.viewMembers },
    lazy: () => import('./members-page').then((m) => ({ Component: m.AssociationMembersPage })),
  },
  {
    path: 'association-vacancies',
    handle: { titleId: 'association_vacancies.title', permission: P.approveVacancy },
    lazy: () => import('./vacancies-page').then((m) => ({ Component: m.AssociationVacanciesPage })),
  },
  {
    path: 'association-youth',
    handle: { titleId: 'association_youth.title', permission: P.approveYouth },
    lazy: () => import('./youth-page').then((m) => ({ Component: m.AssociationYouthPage })),
  },
  {
    path: 'association-membership',
    handle: { titleId: 'association_membership.title', permission: P.applyMembership },
    lazy: () => import('./membership-page').then((m) => ({ Component: m.AssociationMembershipPage })),
  },
];

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
