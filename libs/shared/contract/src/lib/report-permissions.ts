/**
 * The key of report management (endpoints-reports.ts). A module of its own: the admin portal's menu and route table
 * (its first screen) read the key without bringing the reports' columns and filters, which only the lazy page needs.
 */
export const REPORT_PERMISSIONS = { view: 'view_reports' } as const;
