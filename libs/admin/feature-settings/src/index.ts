export { settingsRoutes, SETTINGS_PERMISSIONS } from './lib/settings-routes';
export { settingsRouteGroup } from './lib/route-group';
