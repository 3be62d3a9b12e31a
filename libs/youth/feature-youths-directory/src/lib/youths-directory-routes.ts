import type { RouteObject } from 'react-router-dom';

/** /youths (spec §2 youth routes): the public youth directory, a lazy chunk. */
export const youthsDirectoryRoutes: RouteObject[] = [
  {
    path: 'youths',
    handle: { titleId: 'youth_directory.title' },
    lazy: () => import('./youths-directory-page').then((m) => ({ Component: m.YouthsDirectoryPage })),
  },
];
