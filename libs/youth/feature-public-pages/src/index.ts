export { publicPagesRoutes } from './lib/public-pages-routes';
