/**
 * The permission keys of endpoints-progress-reports.ts, in a module of their own: a staff portal's menu and route table
 * (its start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages
 * need.
 */
export const PROGRESS_REPORT_PERMISSIONS = {
  view: 'view_any_progress_report',
  manage: 'manage_progress_report',
  approve: 'approve_progress_report',
} as const;
