import type { RouteObject } from 'react-router-dom';
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
