import type { RouteObject } from 'react-router-dom';

/** The lms portal's signed-in home at `/`. */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    handle: { titleId: 'portals.menu.home' },
    lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
  },
];
