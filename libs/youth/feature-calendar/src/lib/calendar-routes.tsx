import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The section's routes, loaded on the first visit to one of its addresses (ADR 0103): not in the youth entry. */
export const calendarRouteGroup: RouteGroup = {
  segments: ['my-calendar'],
  load: () => import('./route-table').then((m) => m.calendarRoutes),
};

/** The shell's MenuItem shape. */
export interface CalendarMenuItem {
  labelId: string;
  to: string;
  icon?: ReactNode;
  requiresAuth?: boolean;
}

/** The youth menu's calendar entry (signed in only). */
export const calendarMenu: CalendarMenuItem[] = [
  {
    labelId: 'calendar.menu.my_calendar',
    to: '/my-calendar',
    icon: <CalendarMonthOutlined />,
    requiresAuth: true,
  },
];
