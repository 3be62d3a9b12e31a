import type { RouteObject } from 'react-router-dom';

/** Permission keys of the admin settings screens (the same keys the gateway checks). */
export const SETTINGS_PERMISSIONS = {
  view: 'view_app_settings',
  update: 'update_app_settings',
  viewStaticContents: 'view_any_static_content',
  updateStaticContent: 'update_static_content',
  viewIntegrations: 'view_any_vendor_integration',
  manageIntegrations: 'manage_vendor_integration',
} as const;

/** `/settings`, the static pages and the vendor / LMS integrations, each a lazy chunk guarded by its permission (`/notifications`: feature-notifications). */
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
  {
    path: 'lms-integrations',
    handle: { titleId: 'integrations.list.title', permission: SETTINGS_PERMISSIONS.viewIntegrations },
    lazy: () => import('./integrations-page').then((m) => ({ Component: m.IntegrationsRoute })),
  },
  {
    path: 'lms-integrations/create',
    handle: {
      titleId: 'integrations.form.create_title',
      permission: SETTINGS_PERMISSIONS.manageIntegrations,
    },
    lazy: () => import('./integration-form-page').then((m) => ({ Component: m.IntegrationCreateRoute })),
  },
  {
    path: 'lms-integrations/:id/edit',
    handle: { titleId: 'integrations.form.edit_title', permission: SETTINGS_PERMISSIONS.manageIntegrations },
    lazy: () => import('./integration-form-page').then((m) => ({ Component: m.IntegrationEditRoute })),
  },
];
