export { platformListMenu, platformListRoutes } from './lib/platform-lists-routes';
export type { PlatformListMenuItem } from './lib/platform-lists-routes';
