export { registerYouthCalendarRoutes } from './routes';
