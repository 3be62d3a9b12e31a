/**
 * The permission keys of endpoints-certificates.ts, in a module of their own: a staff portal's menu and route table
 * (its start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages
 * need.
 */
export const CERTIFICATE_PERMISSIONS = {
  view: 'view_any_certificate',
  revoke: 'revoke_certificate',
} as const;
