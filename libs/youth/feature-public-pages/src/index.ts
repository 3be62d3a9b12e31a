export { cmsPagesRouteGroup, publicPagesRoutes, rplPagesRouteGroup } from './lib/public-pages-routes';
