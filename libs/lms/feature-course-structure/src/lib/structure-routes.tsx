import type { RouteObject } from 'react-router-dom';
import { COURSE_PERMISSIONS as P } from '@platform/contract';

/**
 * A course's structure pages (spec §2 /courses/{id}/module and /courses/{id}/design): each a lazy chunk, read with
 * the key the gateway checks for the tree; the change controls show only with the manage key.
 */
export const structureRoutes: RouteObject[] = [
  {
    path: 'courses/:id/module',
    handle: { titleId: 'course_structure.modules.title', permission: P.viewCourse },
    lazy: () => import('./modules-page').then((m) => ({ Component: m.ModulesPage })),
  },
  {
    path: 'courses/:id/design',
    handle: { titleId: 'course_structure.design.title', permission: P.viewCourse },
    lazy: () => import('./design-page').then((m) => ({ Component: m.DesignPage })),
  },
];
