import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** PUT /private/app-settings (permission `update_app_settings`); revalidates the settings read on success. */
export function useUpdateAppSettings() {
  return useEndpointMutation(endpoints.updateAppSettings);
}
