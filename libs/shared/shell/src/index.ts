// Re-exported so apps and feature libs can reach the locale and theme mode through the shell.
export { I18nProvider, useLocale } from '@platform/ui';
export { bootPortal } from './lib/boot';
export type { BootOptions } from './lib/boot';
export { MAIN_ID, PortalLayout } from './lib/layout';
export {
  MAINTENANCE_HASH_KEY,
  MAINTENANCE_HASH_PARAM,
  VISITOR_COOKIE,
  createPlatform,
  takeMaintenanceHash,
} from './lib/platform';
export type { Platform, PlatformOverrides } from './lib/platform';
export { PlatformProvider, usePlatform } from './lib/platform-context';
export { createMemoryPortalRouter, createPortalRouter } from './lib/navigation';
export type { PortalRouterState } from './lib/navigation';
export { PortalApp } from './lib/portal-app';
export type { PortalAppProps, PortalRouter } from './lib/portal-app';
export { buildPortalRoutes } from './lib/routes';
export { portalRouterOptions } from './lib/route-groups';
export { RuntimeConfigError, loadRuntimeConfig, parseRuntimeConfig } from './lib/runtime-config';
export { PlatformErrorBoundary, StandaloneScreen } from './lib/standalone';
export { startPortal } from './lib/start-portal';
export type { StartPortalOptions } from './lib/start-portal';
export { ThemeModeProvider, useThemeMode } from '@platform/theme';
export type { MenuItem, PortalDefinition, PortalId, RouteGroup, RuntimeConfig } from './lib/types';
// Toasts live in ui so feature libs (which may not import another feature lib) can use them too.
export { useToast } from '@platform/ui';
export type { Toast } from '@platform/ui';
