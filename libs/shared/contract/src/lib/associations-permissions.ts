/**
 * The permission keys of endpoints-associations.ts, in a module of their own: a staff portal's menu and route table
 * (its start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages
 * need.
 */
export const ASSOCIATION_PERMISSIONS = {
  /** The member list and counts of the caller's association (every association's for a platform administrator). */
  viewMembers: 'view_any_association_member',
  /** Approve, reject and edit memberships of the caller's association. */
  manageMembers: 'manage_association_member',
  /** An organisation applies to join an association. */
  applyMembership: 'apply_association_membership',
  /** Approve or reject the vacancies of the association's member organisations. */
  approveVacancy: 'approve_association_vacancy',
  /** Approve or reject the youth who asked the caller's association to approve them and their CV (ADR 0104). */
  approveYouth: 'approve_association_youth',
} as const;
