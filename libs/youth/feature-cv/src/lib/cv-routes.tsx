import type { RouteObject } from 'react-router-dom';

/** "My CV" (signed-in youth) and the public profile (anyone) — spec §2 — each its own lazy chunk. */
export const cvRoutes: RouteObject[] = [
  {
    // spec §2 names the youth menu entry "my CV", not its path
    path: 'my-cv',
    handle: { titleId: 'cv.page.title' },
    lazy: () => import('./my-cv-page').then((m) => ({ Component: m.MyCvPage })),
  },
  {
    path: 'youth-profile/:id',
    handle: { titleId: 'cv.public.title' },
    lazy: () => import('./public-profile-page').then((m) => ({ Component: m.PublicProfilePage })),
  },
];
