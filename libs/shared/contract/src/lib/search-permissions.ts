/**
 * The permission keys of endpoints-search.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
export const SEARCH_PERMISSIONS = {
  /** See the indexes and rebuild one (the platform's key: every document of every tenant). */
  manage: 'manage_search_index',
} as const;
