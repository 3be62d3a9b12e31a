import type { RouteObject } from 'react-router-dom';
import { NOTIFICATION_PERMISSIONS as P } from '@platform/contract';

/**
 * Notification management (issue 17 item 2): `/notifications` (the log, with retry) and `/notifications/queue` (the
 * queue the spec calls rmq-logs, with requeue), `/notification-heads` with `create`, `{id}/edit` and `{id}/config`
 * (the templates), `/bulk-email/send` and a campaign's progress `/bulk-email/{id}`. Each a lazy chunk guarded by the key the gateway checks.
 */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notifications',
    handle: { titleId: 'pages.notification_logs.title', permission: P.viewLog },
    lazy: () => import('./notification-logs-page').then((m) => ({ Component: m.NotificationLogsRoute })),
  },
  {
    path: 'notifications/queue',
    handle: { titleId: 'notification_admin.queue.title', permission: P.viewLog },
    lazy: () => import('./queue-page').then((m) => ({ Component: m.QueueRoute })),
  },
  {
    path: 'notification-heads',
    handle: { titleId: 'notification_admin.heads.title', permission: P.viewHead },
    lazy: () => import('./heads-page').then((m) => ({ Component: m.HeadsRoute })),
  },
  {
    path: 'notification-heads/create',
    handle: { titleId: 'notification_admin.form.create_title', permission: P.manageHead },
    lazy: () => import('./head-form-page').then((m) => ({ Component: m.HeadCreateRoute })),
  },
  {
    path: 'notification-heads/:id/edit',
    handle: { titleId: 'notification_admin.form.edit_title', permission: P.manageHead },
    lazy: () => import('./head-form-page').then((m) => ({ Component: m.HeadEditRoute })),
  },
  {
    path: 'notification-heads/:id/config',
    handle: { titleId: 'notification_admin.heads.title', permission: P.manageHead },
    lazy: () => import('./head-config-page').then((m) => ({ Component: m.HeadConfigRoute })),
  },
  {
    path: 'bulk-email/send',
    handle: { titleId: 'notification_admin.bulk.title', permission: P.bulkEmail },
    lazy: () => import('./bulk-email-page').then((m) => ({ Component: m.BulkEmailRoute })),
  },
  {
    path: 'bulk-email/:id',
    handle: { titleId: 'notification_admin.bulk.title', permission: P.bulkEmail },
    lazy: () => import('./bulk-email-progress-page').then((m) => ({ Component: m.BulkEmailProgressRoute })),
  },
];
