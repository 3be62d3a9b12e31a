export { searchIndexMenu, searchIndexRouteGroup } from './lib/menu';
export type { SearchIndexMenuItem } from './lib/menu';
export { searchIndexRoutes } from './lib/search-index-routes';
