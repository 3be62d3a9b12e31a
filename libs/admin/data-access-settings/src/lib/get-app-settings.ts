import { endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** Site settings: maintenance mode and its bypass hash (permission `view_app_settings`). */
export function useAppSettings() {
  return useEndpoint(endpoints.appSettings, {});
}
