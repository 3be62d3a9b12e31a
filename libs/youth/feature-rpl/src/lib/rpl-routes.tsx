import type { RouteObject } from 'react-router-dom';

/**
 * The youth's RPL process (issue 18 item 4, ADR 0094): /rpl/apply and /rpl/my-applications, each a lazy chunk. The
 * RPL information pages (/rpl, /rpl/occupations …) are the public pages lib's.
 */
export const rplRoutes: RouteObject[] = [
  {
    path: 'rpl/apply',
    handle: { titleId: 'rpl.apply.title' },
    lazy: () => import('./apply-page').then((m) => ({ Component: m.RplApplyRoute })),
  },
  {
    path: 'rpl/my-applications',
    handle: { titleId: 'rpl.mine.title' },
    lazy: () => import('./my-applications-page').then((m) => ({ Component: m.MyRplApplicationsRoute })),
  },
];
