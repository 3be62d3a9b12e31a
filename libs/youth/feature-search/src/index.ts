export { feedSearchRoutes } from './lib/feed-search-routes';
