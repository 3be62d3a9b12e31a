/**
 * The permission keys of endpoints-youths.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** Permission keys of the youth administration (the system admin role holds every key). */
export const YOUTH_ADMIN_PERMISSIONS = {
  viewAnyYouth: 'view_any_youth',
} as const;
