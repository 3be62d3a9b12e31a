import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { COURSE_PERMISSIONS as P } from '@platform/contract';

/**
 * `/courses/{id}/schedule` (a live course's schedule) and `/events` (the institute's events): lazy chunks guarded by
 * the key the gateway checks for the page's reads (issue 15 item 5, ADR 0090).
 */
export const schedulesRoutes: RouteObject[] = [
  {
    path: 'courses/:id/schedule',
    handle: { titleId: 'course_schedules.title', permission: P.viewCourse },
    lazy: () => import('./schedule-page').then((m) => ({ Component: m.SchedulePage })),
  },
  {
    path: 'events',
    handle: { titleId: 'institute_events.title', permission: P.viewCourse },
    lazy: () => import('./events-page').then((m) => ({ Component: m.EventsPage })),
  },
];

/** The shell's MenuItem shape. */
export interface SchedulesMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const schedulesMenu: SchedulesMenuItem[] = [
  { labelId: 'institute_events.menu', to: '/events', permission: P.viewCourse, icon: <EventOutlined /> },
];
