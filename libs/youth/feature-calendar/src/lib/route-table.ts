import type { RouteObject } from 'react-router-dom';

/** /my-calendar (spec §2 youth menu "my calendar"): a lazy chunk. */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'my-calendar',
    handle: { titleId: 'calendar.title' },
    lazy: () => import('./my-calendar-page').then((m) => ({ Component: m.MyCalendarPage })),
  },
];
