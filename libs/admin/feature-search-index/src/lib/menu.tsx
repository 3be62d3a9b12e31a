import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { SEARCH_PERMISSIONS } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of search-index-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const searchIndexRouteGroup: RouteGroup = {
  segments: ['search-index'],
  load: () => import('./search-index-routes').then((m) => m.searchIndexRoutes),
};

/** The shell's MenuItem shape. */
export interface SearchIndexMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const searchIndexMenu: SearchIndexMenuItem[] = [
  {
    labelId: 'search_index.menu',
    to: '/search-index',
    permission: SEARCH_PERMISSIONS.manage,
    // the settings icon of the operations entries: a new icon would weigh on every signed-in first visit (issue 13)
    icon: <SettingsOutlined />,
  },
];
