export { useAdminDashboard, useDashboardStatistics } from './lib/admin-dashboard';
