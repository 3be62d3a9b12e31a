import type { RouteObject } from 'react-router-dom';

/** Permission keys of the admin settings screens (the same keys the gateway checks). */
export const SETTINGS_PERMISSIONS = {
  view: 'view_app_settings',
  update: 'update_app_settings',
  viewStaticContents: 'view_any_static_content',
  updateStaticContent: 'update_static_content',
} as const;

/** `/settings` and the static pages, each a lazy chunk guarded by its permission (`/notifications`: feature-notifications). */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: { titleId: 'pages.settings.title', permission: SETTINGS_PERMISSIONS.view },
    lazy: () => import('./settings-page').then((m) => ({ Component: m.SettingsRoute })),
  },
  {
    path: 'static-contents',
    handle: { titleId: 'cms.static.title', permission: SETTINGS_PERMISSIONS.viewStaticContents },
    lazy: () => import('./static-contents-page').then((m) => ({ Component: m.StaticContentsRoute })),
  },
  {
    path: 'static-contents/:type',
    handle: { titleId: 'cms.static.edit_short', permission: SETTINGS_PERMISSIONS.updateStaticContent },
    lazy: () => import('./static-contents-page').then((m) => ({ Component: m.StaticContentEditRoute })),
  },
];
