/**
 * The permission keys of endpoints-schedules.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
export const SCHEDULE_PERMISSIONS = {
  /** Approve or reject schedules sent for approval (every institute's: the platform's key). */
  approveSchedule: 'approve_course_schedule',
} as const;
