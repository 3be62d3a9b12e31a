/**
 * The permission keys of endpoints-dashboards.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** Permission keys of the homes (the admin's is granted to the system admin by the permission sync). */
export const DASHBOARD_PERMISSIONS = {
  viewAdminDashboard: 'view_admin_dashboard',
  /** The platform's activity over time (every tenant): a platform administrator's key. */
  viewStatistics: 'view_dashboard_statistics',
} as const;
