/**
 * The permission keys of endpoints-notifications.ts, in a module of their own: a staff portal's menu and route table
 * (its start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages
 * need.
 */
/** Permission keys of notification management (the log and the queue share the log's keys). */
export const NOTIFICATION_PERMISSIONS = {
  viewHead: 'view_any_notification_head',
  manageHead: 'manage_notification_head',
  viewLog: 'view_any_notification_log',
  retry: 'retry_notification_log',
  bulkEmail: 'send_bulk_email',
} as const;
