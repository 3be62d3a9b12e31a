import { dashboardEndpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** The admin home's queues: `GET /private/dashboard/admin` (permission `view_admin_dashboard`; null: wait). */
export function useAdminDashboard(enabled: boolean) {
  return useEndpoint(dashboardEndpoints.adminDashboard, enabled ? {} : null);
}
