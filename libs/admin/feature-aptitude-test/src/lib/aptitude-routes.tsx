import type { RouteObject } from 'react-router-dom';
import { ASSESSMENT_PERMISSIONS as P } from '@platform/contract';

/** The admin's aptitude test configuration (`/aptitude-test`, manage_aptitude_test), a lazy chunk. */
export const aptitudeRoutes: RouteObject[] = [
  {
    path: 'aptitude-test',
    handle: { titleId: 'admin_aptitude.title', permission: P.manageAptitudeTest },
    lazy: () => import('./aptitude-config-page').then((m) => ({ Component: m.AptitudeConfigPage })),
  },
];
