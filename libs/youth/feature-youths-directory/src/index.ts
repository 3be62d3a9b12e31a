export { youthsDirectoryRoutes } from './lib/youths-directory-routes';
