export { platformListMenu, platformListRouteGroup } from './lib/menu';
export type { PlatformListMenuItem } from './lib/menu';
export { platformListRoutes } from './lib/platform-lists-routes';
