export { settingsRoutes, SETTINGS_PERMISSIONS } from './lib/settings-routes';
