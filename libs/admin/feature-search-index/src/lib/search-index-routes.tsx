import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { SEARCH_PERMISSIONS } from '@platform/contract';

/** `/search-index`: the search indexes and their document sync, a lazy chunk guarded by manage_search_index. */
export const searchIndexRoutes: RouteObject[] = [
  {
    path: 'search-index',
    handle: { titleId: 'search_index.title', permission: SEARCH_PERMISSIONS.manage },
    lazy: () => import('./search-index-page').then((m) => ({ Component: m.SearchIndexRoute })),
  },
];

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
