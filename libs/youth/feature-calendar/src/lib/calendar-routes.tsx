import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';

/** /my-calendar (spec §2 youth menu "my calendar"): a lazy chunk. */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'my-calendar',
    handle: { titleId: 'calendar.title' },
    lazy: () => import('./my-calendar-page').then((m) => ({ Component: m.MyCalendarPage })),
  },
];

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
