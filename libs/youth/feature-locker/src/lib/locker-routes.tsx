import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The section's routes, loaded on the first visit to one of its addresses (ADR 0103): not in the youth entry. */
export const lockerRouteGroup: RouteGroup = {
  segments: ['my-locker'],
  load: () => import('./route-table').then((m) => m.lockerRoutes),
};

/** The shell's MenuItem shape. */
export interface LockerMenuItem {
  labelId: string;
  to: string;
  icon?: ReactNode;
  requiresAuth?: boolean;
}

/** The youth menu's locker entry (signed in only). */
export const lockerMenu: LockerMenuItem[] = [
  { labelId: 'locker.menu.my_locker', to: '/my-locker', icon: <FolderSharedOutlined />, requiresAuth: true },
];
