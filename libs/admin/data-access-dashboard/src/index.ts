export { useAdminDashboard } from './lib/admin-dashboard';
