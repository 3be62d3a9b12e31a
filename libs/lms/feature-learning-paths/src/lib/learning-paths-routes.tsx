import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LEARNING_PATH_PERMISSIONS as P } from '@platform/contract';

/**
 * The lms portal's learning-path pages (issue 16 item 4, ADR 0100): each a lazy chunk, guarded by the key the
 * gateway checks for the page's calls.
 */
export const learningPathsRoutes: RouteObject[] = [
  {
    path: 'learning-paths',
    handle: { titleId: 'learning_paths.list.title', permission: P.view },
    lazy: () => import('./paths-page').then((m) => ({ Component: m.LearningPathsPage })),
  },
  {
    path: 'learning-paths/create',
    handle: { titleId: 'learning_paths.form.create_title', permission: P.manage },
    lazy: () => import('./path-form-page').then((m) => ({ Component: m.CreateLearningPathPage })),
  },
  {
    path: 'learning-paths/:id/edit',
    handle: { titleId: 'learning_paths.form.edit_title', permission: P.manage },
    lazy: () => import('./path-form-page').then((m) => ({ Component: m.EditLearningPathPage })),
  },
];

/** The shell's MenuItem shape. */
export interface LearningPathsMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

/** Its icon is the portal menu's (apps/lms/src/menu.tsx adds it): this file imports no icon. */
export const learningPathsMenu = (icon: ReactNode): LearningPathsMenuItem[] => [
  { labelId: 'learning_paths.menu', to: '/learning-paths', permission: P.view, icon },
];
