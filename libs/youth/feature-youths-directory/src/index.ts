export { youthsDirectoryRoutes } from './lib/youths-directory-routes';
export { youthsDirectoryRouteGroup } from './lib/route-group';
