/**
 * The permission keys of endpoints-discussion.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** Permission key of the moderators (the system admin role holds every key). */
export const DISCUSSION_PERMISSIONS = {
  approve: 'approve_discussion_post',
} as const;
