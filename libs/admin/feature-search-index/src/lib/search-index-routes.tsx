import type { RouteObject } from 'react-router-dom';
import { SEARCH_PERMISSIONS } from '@platform/contract';

/** `/search-index`: the search indexes and their document sync, a lazy chunk guarded by manage_search_index. */
export const searchIndexRoutes: RouteObject[] = [
  {
    path: 'search-index',
    handle: { titleId: 'search_index.title', permission: SEARCH_PERMISSIONS.manage },
    lazy: () => import('./search-index-page').then((m) => ({ Component: m.SearchIndexRoute })),
  },
];
