import type { RouteObject } from 'react-router-dom';

/** Permission keys of the admin settings screens (the same keys the gateway checks). */
export const SETTINGS_PERMISSIONS = {
  view: 'view_app_settings',
  update: 'update_app_settings',
  viewNotificationLogs: 'view_any_notification_log',
} as const;

/** `/settings` and `/notifications`, each a lazy chunk guarded by its permission. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: { titleId: 'pages.settings.title', permission: SETTINGS_PERMISSIONS.view },
    lazy: () => import('./settings-page').then((m) => ({ Component: m.SettingsRoute })),
  },
  {
    path: 'notifications',
    handle: {
      titleId: 'pages.notification_logs.title',
      permission: SETTINGS_PERMISSIONS.viewNotificationLogs,
    },
    lazy: () => import('./notification-logs-page').then((m) => ({ Component: m.NotificationLogsRoute })),
  },
];
