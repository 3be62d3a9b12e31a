export { calendarMenu, calendarRouteGroup } from './lib/calendar-routes';
export type { CalendarMenuItem } from './lib/calendar-routes';
