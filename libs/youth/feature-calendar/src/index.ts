export { calendarMenu, calendarRouteGroup, calendarRoutes } from './lib/calendar-routes';
export type { CalendarMenuItem } from './lib/calendar-routes';
