import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { USER_ADMIN_PERMISSIONS, YOUTH_ADMIN_PERMISSIONS } from '@platform/contract';
import type { ResourceDef } from '@platform/resources';

/** Permission keys of the identity administration screens (the same keys the gateway checks). */
export const USER_PERMISSIONS = USER_ADMIN_PERMISSIONS;

/** `/users`, `/users/:id/assign-permission`, `/youths` and `/youths/:id`, each a lazy chunk guarded by its permission. */
export const userRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: { titleId: 'users.list.title', permission: USER_PERMISSIONS.viewAnyUser },
    lazy: () => import('./users-page').then((m) => ({ Component: m.UsersRoute })),
  },
  {
    path: 'users/:id/assign-permission',
    handle: { titleId: 'users.assign.title', permission: USER_PERMISSIONS.assignPermissionToUser },
    lazy: () => import('./assign-permission-page').then((m) => ({ Component: m.AssignPermissionRoute })),
  },
  // the platform's youth and one youth's CV (issue 17 item 4, ADR 0082)
  {
    path: 'youths',
    handle: { titleId: 'admin_youths.list.title', permission: YOUTH_ADMIN_PERMISSIONS.viewAnyYouth },
    lazy: () => import('./youths-page').then((m) => ({ Component: m.YouthsRoute })),
  },
  {
    path: 'youths/:id',
    handle: { titleId: 'admin_youths.profile.title', permission: YOUTH_ADMIN_PERMISSIONS.viewAnyYouth },
    lazy: () => import('./youth-page').then((m) => ({ Component: m.YouthRoute })),
  },
];

/**
 * `/roles/:id` — the role detail with its permission assignment — as the resource engine's show page of `roles`
 * (`resourceRoutes(defs, { roles: { show: roleDetailPage } })`): the engine keeps the route and its guard.
 */
export const roleDetailPage: () => Promise<{ default: ComponentType<{ def: ResourceDef }> }> = () =>
  import('./role-page');

/**
 * `/organizations/:id` — the organisation with the permissions its users hold — as the resource engine's show page
 * of `organizations` (`{ organizations: { show: organizationDetailPage } }`), drawn with the same permission tree.
 */
export const organizationDetailPage: () => Promise<{ default: ComponentType<{ def: ResourceDef }> }> = () =>
  import('./organization-page');

/**
 * `/institutes/:id` — the institute with the permissions granted to it as a whole (the most its users may hold; ADR
 * 0120) — as the resource engine's show page of `institutes`, drawn with the same permission tree.
 */
export const instituteDetailPage: () => Promise<{ default: ComponentType<{ def: ResourceDef }> }> = () =>
  import('./institute-page');
