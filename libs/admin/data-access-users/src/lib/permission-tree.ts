import { endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** Every permission as groups → sub groups → modules (`view_any_permission`); `false`: do not load. */
export function usePermissionTree(enabled = true) {
  return useEndpoint(endpoints.permissionTree, enabled ? {} : null);
}
