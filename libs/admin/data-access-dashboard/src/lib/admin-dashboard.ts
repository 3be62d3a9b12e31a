import { type DashboardStatisticsQuery, dashboardEndpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** The admin home's queues: `GET /private/dashboard/admin` (permission `view_admin_dashboard`; null: wait). */
export function useAdminDashboard(enabled: boolean) {
  return useEndpoint(dashboardEndpoints.adminDashboard, enabled ? {} : null);
}

/** The platform's activity over a range: `GET /private/dashboard-statistics` (`view_dashboard_statistics`). */
export function useDashboardStatistics(query: DashboardStatisticsQuery, enabled = true) {
  return useEndpoint(dashboardEndpoints.dashboardStatistics, enabled ? { query } : null, {
    keepPreviousData: true,
  });
}
