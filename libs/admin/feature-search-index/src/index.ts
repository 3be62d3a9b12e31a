export { searchIndexMenu, searchIndexRoutes } from './lib/search-index-routes';
export type { SearchIndexMenuItem } from './lib/search-index-routes';
