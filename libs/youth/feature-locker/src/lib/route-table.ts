import type { RouteObject } from 'react-router-dom';

/** /my-locker (spec §2 youth menu "my locker"): a lazy chunk. */
export const lockerRoutes: RouteObject[] = [
  {
    path: 'my-locker',
    handle: { titleId: 'locker.title' },
    lazy: () => import('./my-locker-page').then((m) => ({ Component: m.MyLockerPage })),
  },
];
