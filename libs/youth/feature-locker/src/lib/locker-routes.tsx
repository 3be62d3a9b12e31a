import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';

/** /my-locker (spec §2 youth menu "my locker"): a lazy chunk. */
export const lockerRoutes: RouteObject[] = [
  {
    path: 'my-locker',
    handle: { titleId: 'locker.title' },
    lazy: () => import('./my-locker-page').then((m) => ({ Component: m.MyLockerPage })),
  },
];

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
