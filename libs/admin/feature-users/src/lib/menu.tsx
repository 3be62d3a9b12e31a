import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { USER_ADMIN_PERMISSIONS, YOUTH_ADMIN_PERMISSIONS } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of users-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const userRouteGroup: RouteGroup = {
  segments: ['users', 'youths'],
  load: () => import('./users-routes').then((m) => m.userRoutes),
};

/** A menu entry (the shell's MenuItem shape). */
export interface UserMenuItem {
  labelId: string;
  to: string;
  permission: string;
  group: string;
  icon?: ReactNode;
}

/** Menu entries, in the resource engine's "User management" group. */
export const userMenu: UserMenuItem[] = [
  {
    labelId: 'users.menu.users',
    to: '/users',
    permission: USER_ADMIN_PERMISSIONS.viewAnyUser,
    group: 'resources.groups.user_management',
    icon: <PeopleOutlined />,
  },
  {
    labelId: 'users.menu.pending_vendors',
    to: '/users?vendor_status=pending',
    permission: USER_ADMIN_PERMISSIONS.approveVendor,
    group: 'resources.groups.user_management',
    icon: <HowToRegOutlined />,
  },
  {
    labelId: 'admin_youths.menu.youths',
    to: '/youths',
    permission: YOUTH_ADMIN_PERMISSIONS.viewAnyYouth,
    group: 'resources.groups.user_management',
    icon: <FaceOutlined />,
  },
];
