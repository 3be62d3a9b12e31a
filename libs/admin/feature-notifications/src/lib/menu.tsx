import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { NOTIFICATION_PERMISSIONS as P } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of notifications-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const notificationRouteGroup: RouteGroup = {
  segments: ['notifications', 'notification-heads', 'bulk-email'],
  load: () => import('./notifications-routes').then((m) => m.notificationRoutes),
};

/** The shell's MenuItem shape. */
export interface NotificationMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const notificationMenu: NotificationMenuItem[] = [
  {
    labelId: 'portals.menu.notification_logs',
    to: '/notifications',
    icon: <NotificationsOutlined />,
    permission: P.viewLog,
  },
  {
    labelId: 'notification_admin.menu.heads',
    to: '/notification-heads',
    icon: <CampaignOutlined />,
    permission: P.viewHead,
  },
  {
    labelId: 'notification_admin.menu.bulk',
    to: '/bulk-email/send',
    icon: <ForwardToInboxOutlined />,
    permission: P.bulkEmail,
  },
];
